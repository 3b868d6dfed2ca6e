import Features
import GtkKit
import Localization
import Store

/// A credits page (`movie/ID/credits`, `tv/ID/credits`): the title, "Cast" with a row per cast member (photo,
/// name, character), then "Crew" by department; activating a row opens the person.
@MainActor
final class CreditsPageView<Page: CreditsPage> {
    let frame: DetailsPageFrame<Page>
    private let title = PageLayout.focusableHeading()
    private let castHeading = PageLayout.sectionHeading(tr("Cast"))
    private let cast: KeyedListBox<CreditRow>
    private let crewHeading = PageLayout.sectionHeading(tr("Crew"))
    private let departments = Box(.vertical, spacing: 18)
    private var departmentLists: [(heading: Label, list: KeyedListBox<CreditRow>)] = []
    private let images: ImageSource?
    private let store: Store<Page.State, Page.Action>

    init(store: Store<Page.State, Page.Action>, context: PageContext) {
        self.store = store
        images = context.images
        cast = Self.list(store: store, images: context.images)
        cast.list.setAccessibleLabel(tr("Cast"))
        let content = Box(.vertical, spacing: 18)
        content.setMargins(top: 24, bottom: 24, start: 18, end: 18)
        [title.widget, castHeading, cast.list, crewHeading, departments].forEach(content.append)
        frame = DetailsPageFrame(store: store, content: content, heading: title.widget, maximumWidth: 800)
        frame.start { [weak self] state in self?.render(state) }
    }

    private static func list(store: Store<Page.State, Page.Action>, images: ImageSource?) -> KeyedListBox<CreditRow> {
        let list = KeyedListBox(makeRow: { _ in CreditRow(images: images) }, accessibleLabel: \.accessibleLabel,
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
            let heading = Label(heading: department.id, level: 3, styles: ["heading"])
            heading.xalign = 0
            let list = Self.list(store: store, images: images)
            list.list.setAccessibleLabel(department.id)
            list.show(department.people)
            return (heading, list)
        }
        for entry in departmentLists {
            departments.append(entry.heading)
            departments.append(entry.list.list)
        }
    }
}

/// The movie credits page.
public final class MovieCreditsPage: DetailsPageView {
    public typealias Page = MovieCreditsFeature
    private let view: CreditsPageView<Page>
    public var widget: Widget { view.frame.widget }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        view = CreditsPageView(store: store, context: context)
    }

    public func focusFirst() { view.frame.focusFirst() }
}

/// The series credits page.
public final class TVSeriesCreditsPage: DetailsPageView {
    public typealias Page = TVSeriesCreditsFeature
    private let view: CreditsPageView<Page>
    public var widget: Widget { view.frame.widget }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        view = CreditsPageView(store: store, context: context)
    }

    public func focusFirst() { view.frame.focusFirst() }
}

/// A person's row: round photo (initials without one), name and character or jobs.
@MainActor
final class CreditRow: KeyedRow {
    var widget: Widget { box }
    private let box = Box(.horizontal, spacing: 12)
    private let photo: PersonPhoto
    private let name = Label("")
    private let detail = Label("", styles: ["dim-label", "caption"])

    init(images: ImageSource?) {
        photo = PersonPhoto(size: 40, source: images)
        box.setMargins(top: 6, bottom: 6, start: 8, end: 8)
        name.wraps = true
        detail.wraps = true
        box.append(photo.widget)
        box.append(PageLayout.rowText([name, detail]))
    }

    func show(_ person: CreditsDisplay.Person) {
        photo.show(name: person.name, url: person.photoURL)
        name.text = person.name
        detail.text = person.detail ?? ""
        detail.isVisible = person.detail != nil
    }
}
