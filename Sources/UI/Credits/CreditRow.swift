import Features
import GtkKit

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
