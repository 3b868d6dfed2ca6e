import Features
import GtkKit
import Localization

/// The Library's sidebar: the sections, then "Lists" and the user's lists; the place shown has a check mark
/// (and says "selected" to screen readers). Activating a row opens its route.
@MainActor
final class LibrarySidebar {
    let widget = Box(.vertical, spacing: 12)
    /// Opens a place's route.
    var onOpen: (@MainActor (Route) -> Void)?
    private let sections = ListBox(boxed: false)
    private let listsHeading = Label(heading: tr("Lists"), level: 4)
    private let lists = ListBox(boxed: false)
    private var shownSections: [LibraryPageDisplay.Place] = []
    private var shownLists: [LibraryPageDisplay.Place] = []

    init() {
        widget.setMargins(top: 12, bottom: 12, start: 6, end: 6)
        sections.addCSSClass("navigation-sidebar")
        lists.addCSSClass("navigation-sidebar")
        sections.setAccessibleLabel(tr("Library Sections"))
        lists.setAccessibleLabel(tr("Lists"))
        listsHeading.xalign = 0
        listsHeading.setMargins(start: 12)
        widget.append(sections)
        widget.append(listsHeading)
        widget.append(lists)
        sections.onRowActivated { [weak self] index in self?.open(self?.shownSections, index) }
        lists.onRowActivated { [weak self] index in self?.open(self?.shownLists, index) }
    }

    /// Shows the places (rebuilding the rows only when a name, a route or the selection changed).
    func show(sections newSections: [LibraryPageDisplay.Place], lists newLists: [LibraryPageDisplay.Place]) {
        if newSections != shownSections {
            shownSections = newSections
            Self.fill(sections, with: newSections)
        }
        if newLists != shownLists {
            shownLists = newLists
            Self.fill(lists, with: newLists)
        }
        listsHeading.isVisible = !newLists.isEmpty
        lists.isVisible = !newLists.isEmpty
    }

    private func open(_ places: [LibraryPageDisplay.Place]?, _ index: Int) {
        guard let places, places.indices.contains(index) else { return }
        onOpen?(places[index].route)
    }

    private static func fill(_ box: ListBox, with places: [LibraryPageDisplay.Place]) {
        let focused = box.allRows.firstIndex { $0.hasFocus }
        box.removeAll()
        for place in places {
            let content = Box(.horizontal, spacing: 6)
            let label = Label(place.title)
            label.xalign = 0
            label.hexpand = true
            label.ellipsizes = true
            content.append(label)
            let check = Image(iconName: "object-select-symbolic")
            check.setAccessibleHidden(true)
            check.isVisible = place.isSelected
            content.append(check)
            let row = box.append(content)
            row.setAccessibleLabel(
                place.isSelected
                    // Translators: the Library sidebar's row of the section shown ("On Hold, selected").
                    ? String(format: tr("%@, selected"), place.title) : place.title)
        }
        if let focused, box.allRows.indices.contains(focused) { box.allRows[focused].grabFocus() }
    }
}
