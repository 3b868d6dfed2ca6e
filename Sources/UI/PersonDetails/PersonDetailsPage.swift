import Features
import GtkKit
import Localization
import Store

/// The person page: a round photo (initials without one), the name, the known-for department, birthday and
/// place, the biography, and a carousel of the titles they are known for.
@MainActor
public final class PersonDetailsPage: DetailsPageView {
    public typealias Page = PersonDetailsFeature

    private let photo: PersonPhoto
    private let name = PageLayout.pageHeading()
    private let department = PageLayout.body(styles: ["dim-label"])
    private let birth = PageLayout.body(styles: ["dim-label"])
    private let biography = PageLayout.body()
    private let knownFor: Carousel
    private let frame: DetailsPageFrame<Page>

    public var widget: Widget { frame.widget }
    public var showsTitleAsHeading: Bool { true }

    public init(store: Store<Page.State, Page.Action>, context: PageContext) {
        photo = PersonPhoto(size: 160, source: context.images)
        knownFor = Carousel(title: tr("Known For"), context: context) { [weak store] card in
            store?.send(.navigate(card.route))
        }
        let text = Box(.vertical, spacing: 8)
        text.valign = .center
        [name.widget, department, birth].forEach(text.append)
        let header = StackingHeader(image: photo.widget, text: text, spacing: 24)
        let content = Box(.vertical, spacing: 24)
        content.setMargins(top: 24, bottom: 24, start: 18, end: 18)
        content.append(header.widget)
        content.append(biography)
        content.append(knownFor.widget)
        frame = DetailsPageFrame(store: store, content: content)
        frame.onResize { width, _ in header.adapt(toWidth: width) }
        frame.start { [weak self] state in self?.render(state) }
    }

    public func focusFirst() {
        frame.focusFirst()
    }

    private func render(_ state: Page.State) {
        guard let display = state.display() else { return }
        photo.show(name: display.name, url: display.photoURL)
        name.text = display.name
        department.text = display.knownForDepartment ?? ""
        department.isVisible = display.knownForDepartment != nil
        let birthParts = [display.birthday, display.placeOfBirth].compactMap { $0 }
        // Translators: birthday and place of birth under a person's name ("May 4, 1970 · Lyon, France").
        birth.text = birthParts.joined(separator: tr(" · "))
        birth.isVisible = !birthParts.isEmpty
        biography.text = display.biography ?? ""
        biography.isVisible = display.biography != nil
        knownFor.show(
            display.knownFor.map { credit in
                CardContent(
                    title: credit.title, subtitle: credit.year, imageURL: credit.posterURL, isPerson: false,
                    accessibleLabel: AccessibleText.card(
                        title: credit.title, detail: credit.year,
                        kind: credit.kind.mediaKind),
                    route: credit.route)
            })
        knownFor.widget.isVisible = !display.knownFor.isEmpty
    }
}
