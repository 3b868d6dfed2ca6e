import Features
import GtkKit
import Localization

/// The statistics page's period: the year (or "All Time") between buttons to the previous and next year,
/// and a button switching between one year and all time. Each opens the route of that period.
@MainActor
final class StatisticsYearBar {
    /// The bar; place this.
    let widget = Box(.horizontal, spacing: 6)
    /// Opens a period's route.
    var onSelect: (@MainActor (Route) -> Void)?
    private let previous = Button(iconName: "go-previous-symbolic", accessibleLabel: tr("Previous Year"))
    private let next = Button(iconName: "go-next-symbolic", accessibleLabel: tr("Next Year"))
    private let period = Label("", styles: ["title-2"])
    private let switchPeriod = Button(label: "")
    private var previousYear: Int?
    private var nextYear: Int?
    private var otherPeriod: Int??

    init() {
        widget.halign = .center
        previous.tooltip = tr("Previous Year")
        next.tooltip = tr("Next Year")
        period.setSizeRequest(width: 120)
        switchPeriod.addCSSClass("flat")
        [previous, period, next, switchPeriod].forEach(widget.append)
        previous.onClicked { [weak self] in self?.open(self?.previousYear) }
        next.onClicked { [weak self] in self?.open(self?.nextYear) }
        switchPeriod.onClicked { [weak self] in
            guard let self, let other = self.otherPeriod else { return }
            self.onSelect?(.statistics(year: other))
        }
    }

    /// Shows the display's period.
    func show(_ display: StatisticsPageDisplay) {
        period.text = display.periodTitle
        previousYear = display.previousYear
        nextYear = display.nextYear
        previous.isVisible = display.year != nil
        next.isVisible = display.year != nil
        previous.isSensitive = display.previousYear != nil
        next.isSensitive = display.nextYear != nil
        otherPeriod = display.year == nil ? .some(display.heatmapYear) : .some(nil)
        switchPeriod.label = display.year == nil ? tr("By Year") : tr("All Time")
    }

    private func open(_ year: Int?) {
        guard let year else { return }
        onSelect?(.statistics(year: year))
    }
}
