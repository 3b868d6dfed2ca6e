import Catalog
import Features
import GtkKit
import Localization

/// "Add to List…": a dialog with the user's lists, filtered by a search entry, and "New List…" (a second
/// dialog asking for the name). Activating a list (or Enter in the search entry: the first list shown) adds
/// the title to it and closes the dialog.
@MainActor
final class ListPicker {
    private let lists: [UserList]
    private let add: @MainActor (Int) -> Void
    private let create: @MainActor (String) -> Void

    init(lists: [UserList], add: @escaping @MainActor (Int) -> Void, create: @escaping @MainActor (String) -> Void) {
        self.lists = lists
        self.add = add
        self.create = create
    }

    /// Shows the dialog over `anchor`'s window.
    func present(over anchor: Widget) {
        let dialog = MessageDialog(
            parent: anchor, heading: tr("Add to List"),
            body: lists.isEmpty ? tr("You have no lists yet.") : "")
        let search = SearchEntry(placeholder: tr("Search lists"))
        search.setAccessibleLabel(tr("Search lists"))
        let box = ListBox()
        box.setAccessibleLabel(tr("Lists"))
        var shown: [UserList] = []
        let fill = { [lists] in
            let needle = search.text.trimmingCharacters(in: .whitespaces).lowercased()
            shown = lists.filter { needle.isEmpty || $0.name.lowercased().contains(needle) }
            box.removeAll()
            for list in shown {
                let label = Label(list.name)
                label.xalign = 0
                label.setMargins(top: 10, bottom: 10, start: 12, end: 12)
                box.append(label).setAccessibleLabel(list.name)
            }
        }
        fill()
        search.onSearchChanged { fill() }
        search.onActivate { [add] in
            guard let first = shown.first else { return }
            add(first.id)
            dialog.close()
        }
        box.onRowActivated { [add] index in
            guard shown.indices.contains(index) else { return }
            add(shown[index].id)
            dialog.close()
        }
        let content = Box(.vertical, spacing: 12)
        if !lists.isEmpty {
            content.append(search)
            let scroller = ScrolledWindow(child: box, horizontal: .never, vertical: .automatic)
            scroller.setSizeRequest(height: min(60 + lists.count * 44, 260))
            content.append(scroller)
        }
        dialog.extraChild = content
        dialog.addResponse("cancel", label: tr("_Cancel"))
        dialog.addResponse("new", label: tr("_New List…"), appearance: lists.isEmpty ? .suggested : .normal)
        dialog.setCloseResponse("cancel")
        // The dialog keeps the picker until it closes.
        dialog.onResponse { response in
            if response == "new" { self.askForName(over: anchor) }
        }
        dialog.present()
    }

    /// "New List": the name, then Create adds the title to the new list.
    private func askForName(over anchor: Widget) {
        let dialog = MessageDialog(parent: anchor, heading: tr("New List"))
        let entry = Entry(placeholder: tr("Name"))
        entry.setAccessibleLabel(tr("List Name"))
        dialog.extraChild = entry
        dialog.addResponse("cancel", label: tr("_Cancel"))
        dialog.addResponse("create", label: tr("_Create"), appearance: .suggested)
        dialog.setDefaultResponse("create")
        dialog.setCloseResponse("cancel")
        dialog.onResponse { [create] response in
            guard response == "create" else { return }
            create(entry.text)
        }
        entry.onActivate { [create] in
            create(entry.text)
            dialog.close()
        }
        dialog.present()
        entry.grabFocus()
    }
}
