import Catalog
import Features
import Foundation
import GtkKit
import Localization
import Store

/// Statistics (`stats`, `stats?year=Y`): a year selector, the headline figures, the days watched as a
/// heatmap, plays per month, top genres, cast and directors, top networks and studios, the ratings'
/// distribution beside TMDb's average score of the same titles, and the first and latest play. Every chart
/// has a "Show as Table" toggle. An empty state (its button opens Explore) when nothing was played in the
/// period. For a year, the "Year in Review" button opens that year's review, which exports the shareable
/// image (``YearInReviewPage``). The header bar shows the page's title. While the titles' details are
/// fetched, "Computing… 120 of 340 titles" over a progress bar in place of the spinner.
@MainActor
public final class StatisticsPage: DetailsPageView {
    public typealias Page = StatisticsFeature

    private let frame: DetailsPageFrame<Page>
    private let empty: EmptyStatePage
    private let yearBar = StatisticsYearBar()
    private let reviewButton: StatisticsReviewButton
    private let figures = StatisticsFigures()
    private let playSpan = PageLayout.body(styles: ["dim-label"])
    private let missingNote = PageLayout.body(styles: ["warning"])
    private let heatmap = HeatmapChart()
    private let heatmapCard: ChartCard
    private let months = BarChart()
    private let monthsCard: ChartCard
    private let ratings = BarChart()
    private let tmdbRatings = BarChart(secondary: true)
    private let ratingsCard: ChartCard
    private let companies = RankingChart()
    private let companiesCard: ChartCard
    private let genres = ChartTable()
    private let cast = ChartTable()
    private let directors = ChartTable()
    private let genresSection: Box
    private let castSection: Box
    private let directorsSection: Box
    private var progressObservation: StoreObservation?

    public var widget: Widget { frame.widget }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        reviewButton = StatisticsReviewButton(store: store)
        heatmapCard = ChartCard(title: "", chart: heatmap.widget)
        monthsCard = ChartCard(title: tr("Plays per Month"), chart: months.widget)
        ratingsCard = ChartCard(title: tr("Your Ratings"), chart: Self.ratingsChart(ratings, tmdbRatings))
        companiesCard = ChartCard(title: tr("Top Networks and Studios"), chart: companies.widget)
        genresSection = Self.section(tr("Top Genres"), genres.widget)
        castSection = Self.section(tr("Top Cast"), cast.widget)
        directorsSection = Self.section(tr("Top Directors"), directors.widget)
        genres.widget.setAccessibleLabel(tr("Top Genres"))
        cast.widget.setAccessibleLabel(tr("Top Cast"))
        directors.widget.setAccessibleLabel(tr("Top Directors"))
        let content = Box(.vertical, spacing: 24)
        content.setMargins(top: 18, bottom: 24, start: 12, end: 12)
        [
            yearBar.widget, reviewButton.widget, figures.widget, playSpan, missingNote, heatmapCard.widget,
            monthsCard.widget, genresSection, castSection, directorsSection, companiesCard.widget, ratingsCard.widget,
        ].forEach(content.append)
        empty = EmptyStatePage(
            iconName: "x-office-presentation-symbolic", title: "", description: nil,
            actionLabel: tr("_Explore"), actionName: "win.page-\(AppPage.explore.rawValue)")
        frame = DetailsPageFrame(store: store, content: content, maximumWidth: 900, empty: empty)
        yearBar.onSelect = { [weak store] route in store?.send(.navigate(route)) }
        frame.onResize { [weak self] width, _ in
            self?.figures.isNarrow = width < PageLayout.narrowWidth
            self?.heatmap.isSplit = width < PageLayout.narrowWidth
        }
        frame.start { [weak self] state in self?.render(state) }
        progressObservation = store.observe({ $0.own.progress }) { [weak self] progress in
            self?.frame.showLoadingProgress(
                progress.map(StatisticsPageDisplay.progressText), fraction: progress?.fraction ?? 0)
        }
    }

    public func focusFirst() {
        frame.focusFirst()
    }

    private func render(_ state: Page.State) {
        guard let statistics = state.content.content else { return }
        let display = StatisticsPageDisplay(statistics, today: Self.today())
        frame.showsEmpty = display.emptyTitle != nil
        empty.title = display.emptyTitle ?? ""
        empty.descriptionText = display.emptyDescription
        yearBar.show(display)
        figures.show(display.figures)
        playSpan.text = display.playSpan ?? ""
        playSpan.isVisible = display.playSpan != nil
        missingNote.text = display.missingNote ?? ""
        missingNote.isVisible = display.missingNote != nil
        heatmapCard.title = display.heatmapTitle
        heatmap.show(year: display.heatmapYear, plays: display.playsByDay)
        heatmapCard.showTable(columns: [], rows: display.dayRows.map(Self.row))
        months.show(
            categories: display.monthNames, series: [BarSeries(name: tr("Plays"), values: display.monthPlays)],
            summary: display.monthSummary)
        monthsCard.showTable(columns: [tr("Plays"), tr("Time")], rows: display.monthRows.map(Self.row))
        ratings.show(
            categories: (1...10).map(String.init),
            series: [BarSeries(name: tr("Your Ratings"), values: display.ratingCounts)],
            summary: tr("How many titles you rated 1 to 10"))
        tmdbRatings.show(
            categories: (1...10).map(String.init),
            series: [BarSeries(name: tr("TMDb's Average"), values: display.ratingTMDbAverages)],
            summary: display.ratingComparisonSummary, maximum: 10)
        ratingsCard.showTable(columns: [tr("Titles"), tr("TMDb's Average")], rows: display.ratingRows.map(Self.row))
        companies.show(
            zip(display.companyRows, display.companyTitles).map { row, titles in
                RankingChart.Entry(name: row.name, value: titles, valueText: row.values.first ?? "")
            },
            summary: tr("Top networks and studios by titles watched"))
        companiesCard.showTable(columns: [tr("Titles"), tr("Type")], rows: display.companyRows.map(Self.row))
        companiesCard.widget.isVisible = !display.companyRows.isEmpty
        show(genres, in: genresSection, display.genreRows)
        show(cast, in: castSection, display.castRows)
        show(directors, in: directorsSection, display.directorRows)
    }

    private func show(_ table: ChartTable, in section: Box, _ rows: [StatisticsPageDisplay.TableRow]) {
        table.show(columns: [], rows: rows.map(Self.row))
        section.isVisible = !rows.isEmpty
    }

    private static func row(_ row: StatisticsPageDisplay.TableRow) -> ChartTable.Row {
        ChartTable.Row(name: row.name, values: row.values)
    }

    /// Your ratings' distribution over TMDb's average score of the titles you rated each value.
    private static func ratingsChart(_ ratings: BarChart, _ tmdbRatings: BarChart) -> Widget {
        let box = Box(.vertical, spacing: 8)
        box.append(ratings.widget)
        let caption = Label(
            tr("TMDb's average score of the titles you rated each value"), styles: ["caption", "dim-label"])
        caption.xalign = 0
        caption.wraps = true
        box.append(caption)
        box.append(tmdbRatings.widget)
        return box
    }

    private static func section(_ title: String, _ child: Widget) -> Box {
        let box = Box(.vertical, spacing: 8)
        let heading = Label(heading: title, level: 2, styles: ["heading"])
        heading.xalign = 0
        box.append(heading)
        box.append(child)
        return box
    }

    /// Today (UTC), as the statistics count days.
    private static func today() -> CalendarDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return CalendarDate(year: parts.year ?? 2000, month: parts.month ?? 1, day: parts.day ?? 1)
    }
}
