import Features
import GtkKit
import Localization
import Store

/// The calendar: a section per day ("Today", "Tomorrow", "Sunday, 12 February"), each a list of episodes
/// (still, series, "S2 · E3", name, watched state; activating one opens it), or an empty state saying how
/// to follow a series, with a button to Explore. The header bar's page menu adds "Export Calendar…", which
/// exports the calendar as an iCalendar file (file chooser, then a toast). Reloads in place when the library
/// changes. The header bar shows the page's title; the page does not repeat it.
@MainActor
public final class CalendarPage: DetailsPageView {
    public typealias Page = CalendarFeature

    private let sections = Box(.vertical, spacing: 18)
    private var sectionLists: [(date: String, heading: String, list: KeyedListBox<CalendarRow>, widget: Widget)] = []
    private let empty = EmptyStatePage(
        iconName: "x-office-calendar-symbolic", title: CalendarDisplay.emptyTitle,
        description: CalendarDisplay.emptyDescription,
        actionLabel: DisplayFormat.exploreSeriesLabel,
        actionName: "win.page-\(AppPage.explore.rawValue)")
    private let actions = SimpleActionGroup()
    private let frame: DetailsPageFrame<Page>
    private let context: PageContext
    private var exportObservation: StoreObservation?

    public var widget: Widget { frame.widget }
    public var menuItems: PageMenuItems? { PageMenuItems([(CalendarDisplay.exportLabel, "export")], actions: actions) }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        self.context = context
        let content = Box(.vertical, spacing: 18)
        content.setMargins(top: 24, bottom: 24, start: 18, end: 18)
        content.append(sections)
        frame = DetailsPageFrame(store: store, content: content, maximumWidth: 800, empty: empty)
        actions.addAction("export") { [weak self] in self?.chooseExportFile() }
        exportObservation = store.observe({ $0.own.exportOutcome }, initial: false) { [weak store] outcome in
            guard let store, let outcome else { return }
            context.showToast(CalendarDisplay.toast(outcome))
            store.send(.own(.exportOutcomeShown))
        }
        frame.start { [weak self] state in self?.render(state) }
    }

    public func focusFirst() {
        frame.focusFirst()
    }

    private func render(_ state: Page.State) {
        guard let display = state.display() else { return }
        let dates = display.sections.map(\.date.description)
        if dates != sectionLists.map(\.date) || display.sections.map(\.heading) != sectionLists.map(\.heading) {
            sectionLists.forEach { sections.remove($0.widget) }
            sectionLists = display.sections.map(makeSection)
            sectionLists.forEach { sections.append($0.widget) }
        }
        for (section, shown) in zip(display.sections, sectionLists) {
            shown.list.show(section.rows)
        }
        frame.showsEmpty = display.sections.isEmpty
    }

    /// A day's heading and list.
    private func makeSection(_ section: CalendarDisplay.Section)
        -> (date: String, heading: String, list: KeyedListBox<CalendarRow>, widget: Widget)
    {
        let store = frame.store
        let list = KeyedListBox(
            makeRow: { [context] _ in CalendarRow(images: context.images) },
            accessibleLabel: \.accessibleLabel,
            onActivate: { [weak store] row in store?.send(.own(.entrySelected(row.route))) })
        list.list.setAccessibleLabel(section.heading)
        let box = Box(.vertical, spacing: 8)
        let heading = PageLayout.sectionHeading(section.heading)
        // Today stands out from the days around it.
        if section.isToday { heading.addCSSClass("accent") }
        box.append(heading)
        box.append(list.list)
        if section.isToday {
            let nothing = Label(CalendarDisplay.nothingTodayText, styles: ["dim-label"])
            nothing.wraps = true
            nothing.setMargins(top: 12, bottom: 12, start: 12, end: 12)
            list.list.setPlaceholder(nothing)
        }
        return (section.date.description, section.heading, list, box)
    }

    private func chooseExportFile() {
        let dialog = FileSaveDialog(
            title: CalendarDisplay.exportDialogTitle, acceptLabel: tr("_Export"),
            suggestedName: CalendarDisplay.exportFileName)
        dialog.addFilter(name: tr("Calendar Files"), pattern: "*.ics")
        dialog.present(over: widget) { [weak self] path in
            guard let path else { return }
            self?.frame.store.send(.own(.export(path: path)))
        }
    }
}
