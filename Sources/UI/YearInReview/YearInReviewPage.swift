import Catalog
import Features
import GtkKit
import Localization
import Store

/// Year in Review (`stats/review?year=Y`): the year over an "Export Image…" button, the headline figures,
/// the busiest month, the five most-watched series, the top-rated movies and a mosaic of the year's posters.
/// "Export Image…" (the button and the page menu's item) saves the review as a 1080 × 1920 PNG through the
/// file chooser, then a toast. An empty state (its button opens the all-time statistics) when nothing was
/// played that year.
/// While the titles' details are fetched, "Computing… 120 of 340 titles" over a progress bar.
@MainActor
public final class YearInReviewPage: DetailsPageView {
    public typealias Page = YearInReviewFeature

    private let frame: DetailsPageFrame<Page>
    private let empty: EmptyStatePage
    private let year = Label("", styles: ["title-1"])
    private let exportButton = Button(label: tr("Export Image…"))
    private let figures = StatisticsFigures()
    private let missingNote = PageLayout.body(styles: ["warning"])
    private let busiestMonth = PageLayout.body()
    private let busiestMonthSection: Box
    private let series = ChartTable()
    private let seriesSection: Box
    private let movies = ChartTable()
    private let moviesSection: Box
    private var mosaic = FlowBox(spacing: 8, maximumPerLine: 6)
    private let mosaicSection = Box(.vertical, spacing: 8)
    /// The mosaic's images (their bindings show a loaded poster only while they live).
    private var posterImages: [RemoteImage] = []
    private let actions = SimpleActionGroup()
    private let context: PageContext
    private var display: YearInReviewDisplay?
    private var progressObservation: StoreObservation?

    public var widget: Widget { frame.widget }

    public var menuItems: PageMenuItems? { PageMenuItems([(tr("Export Image…"), "export-image")], actions: actions) }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        self.context = context
        busiestMonthSection = Self.section(tr("Busiest Month"), busiestMonth)
        seriesSection = Self.section(tr("Most-Watched Series"), series.widget)
        moviesSection = Self.section(tr("Top-Rated Movies"), movies.widget)
        series.widget.setAccessibleLabel(tr("Most-Watched Series"))
        movies.widget.setAccessibleLabel(tr("Top-Rated Movies"))
        mosaicSection.append(PageLayout.sectionHeading(tr("Posters")))
        mosaicSection.append(mosaic)
        let top = Box(.horizontal, spacing: 12)
        year.xalign = 0
        year.hexpand = true
        exportButton.valign = .center
        exportButton.tooltip = tr("Save the review as an image to share")
        top.append(year)
        top.append(exportButton)
        let content = Box(.vertical, spacing: 24)
        content.setMargins(top: 18, bottom: 24, start: 12, end: 12)
        [top, figures.widget, missingNote, busiestMonthSection, seriesSection, moviesSection, mosaicSection]
            .forEach(content.append)
        empty = EmptyStatePage(
            iconName: "x-office-presentation-symbolic", title: "", description: nil,
            actionLabel: tr("_All-Time Statistics"),
            onAction: { [weak store] in store?.send(.navigate(.statistics())) })
        frame = DetailsPageFrame(store: store, content: content, maximumWidth: 840, empty: empty)
        frame.onResize { [weak self] width, _ in self?.figures.isNarrow = width < PageLayout.narrowWidth }
        frame.start { [weak self] state in self?.render(state) }
        progressObservation = store.observe({ $0.own.progress }) { [weak self] progress in
            self?.frame.showLoadingProgress(
                progress.map(StatisticsPageDisplay.progressText), fraction: progress?.fraction ?? 0)
        }
        actions.addAction("export-image") { [weak self] in self?.chooseImageFile() }
        exportButton.onClicked { [weak self] in self?.chooseImageFile() }
    }

    public func focusFirst() {
        frame.focusFirst()
    }

    private func render(_ state: Page.State) {
        guard let review = state.content.content else { return }
        let display = YearInReviewDisplay(review)
        self.display = display
        frame.showsEmpty = display.emptyTitle != nil
        empty.title = display.emptyTitle ?? ""
        empty.descriptionText = display.emptyDescription
        year.text = display.yearTitle
        figures.show(display.figures)
        missingNote.text = display.missingNote ?? ""
        missingNote.isVisible = display.missingNote != nil
        busiestMonth.text = [display.busiestMonth, display.busiestMonthPlays].compactMap(\.self).joined(
            separator: " · ")
        busiestMonthSection.isVisible = display.busiestMonth != nil
        show(series, in: seriesSection, display.seriesRows)
        show(movies, in: moviesSection, display.movieRows)
        showMosaic(display.posters)
    }

    private func show(_ table: ChartTable, in section: Box, _ rows: [YearInReviewDisplay.Row]) {
        table.show(columns: [], rows: rows.map { ChartTable.Row(name: $0.name, values: [$0.value]) })
        section.isVisible = !rows.isEmpty
    }

    /// The posters, each named by its title for screen readers; not Tab stops (nothing to open).
    private func showMosaic(_ posters: [YearInReviewDisplay.Poster]) {
        mosaicSection.remove(mosaic)
        mosaic = FlowBox(spacing: 8, maximumPerLine: 6)
        mosaic.isFocusable = false
        posterImages = posters.map { poster in
            let image = RemoteImage(shape: .fixed(width: 100, height: 150), source: context.images)
            image.show(poster.url)
            let cell = mosaic.append(image.widget)
            cell.isFocusable = false
            cell.setAccessibleLabel(poster.name)
            return image
        }
        mosaicSection.append(mosaic)
        mosaicSection.isVisible = !posters.isEmpty
    }

    private func chooseImageFile() {
        guard let display else { return }
        // Translators: the suggested file name of the exported Year in Review ("Popcorn 2017.png").
        let name = String(format: tr("Popcorn %@.png"), display.yearTitle)
        let dialog = FileSaveDialog(title: tr("Export Image"), acceptLabel: tr("_Export"), suggestedName: name)
        dialog.addFilter(name: tr("PNG Images"), pattern: "*.png")
        dialog.present(over: widget) { [weak self] path in
            guard let self, let path else { return }
            Task { @MainActor in
                let posters = await YearInReviewImage.posters(of: display, from: self.context.images)
                do throws(YearInReviewImage.WriteError) {
                    try YearInReviewImage.write(display, posters: posters, to: path)
                    self.context.showToast(tr("Image exported"))
                } catch {
                    self.context.showToast(String(format: tr("Could not export the image: %@"), error.description))
                }
            }
        }
    }

    /// `child` under a section heading.
    private static func section(_ title: String, _ child: Widget) -> Box {
        let box = Box(.vertical, spacing: 8)
        [PageLayout.sectionHeading(title), child].forEach(box.append)
        return box
    }
}
