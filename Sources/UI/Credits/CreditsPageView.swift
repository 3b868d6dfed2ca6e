import Features
import GtkKit
import Localization
import Store

/// A credits page (`movie/ID/credits`, `tv/ID/credits`): the title, "Cast" with a row per cast member (photo,
/// name, character), then "Crew" by department; activating a row opens the person.
public final class CreditsPageView<Page: CreditsPage>: DetailsPageView {
    private let frame: DetailsPageFrame<Page>
    private let title = PageLayout.pageHeading()
    private let castHeading = PageLayout.sectionHeading(tr("Cast"))
    private let cast: KeyedListBox<CreditRow>
    private let crewHeading = PageLayout.sectionHeading(tr("Crew"))
    private let departments = Box(.vertical, spacing: 18)
    private var departmentLists: [(heading: Label, list: KeyedListBox<CreditRow>)] = []
    private let images: ImageSource?
    private let store: Store<Page.State, Page.Action>

    public var widget: Widget { frame.widget }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        self.store = store
        images = context.images
        cast = Self.list(store: store, images: context.images)
        cast.list.setAccessibleLabel(tr("Cast"))
        let content = Box(.vertical, spacing: 18)
        content.setMargins(top: 24, bottom: 24, start: 18, end: 18)
        [title.widget, castHeading, cast.list, crewHeading, departments].forEach(content.append)
        frame = DetailsPageFrame(store: store, content: content, maximumWidth: 800)
        frame.start { [weak self] state in self?.render(state) }
    }

    public func focusFirst() { frame.focusFirst() }

    private static func list(store: Store<Page.State, Page.Action>, images: ImageSource?) -> KeyedListBox<CreditRow> {
        let list = KeyedListBox(
            makeRow: { _ in CreditRow(images: images) }, accessibleLabel: \.accessibleLabel,
            onActivate: { [weak store] person in store?.send(.own(.personSelected(id: person.personID))) })
        list.list.addCSSClass("boxed-list")
        return list
    }

    private func render(_ state: Page.State) {
        guard let display = state.display else { return }
        title.text = display.title
        cast.show(display.cast)
        castHeading.isVisible = !display.cast.isEmpty
        cast.list.isVisible = !display.cast.isEmpty
        crewHeading.isVisible = !display.crew.isEmpty
        for entry in departmentLists {
            departments.remove(entry.heading)
            departments.remove(entry.list.list)
        }
        departmentLists = display.crew.map { department in
            let heading = Label(heading: department.name, level: 3, styles: ["heading"])
            heading.xalign = 0
            heading.wraps = true
            let list = Self.list(store: store, images: images)
            list.list.setAccessibleLabel(department.name)
            list.show(department.people)
            return (heading, list)
        }
        for entry in departmentLists {
            departments.append(entry.heading)
            departments.append(entry.list.list)
        }
    }
}
