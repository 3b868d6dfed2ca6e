import GtkKit

/// A row of a ``KeyedListBox``: a widget showing one item, updated in place when the item changes.
@MainActor
protocol KeyedRow: AnyObject {
    associatedtype Item: Identifiable
    /// The row content.
    var widget: Widget { get }
    /// Shows `item` (the same id as before, maybe changed).
    func show(_ item: Item)
}

/// A boxed list whose rows follow a list of identifiable items (Up Next, History): the row of an item that
/// stays is updated in place and keeps keyboard focus, even when it moves; new items get new rows; when the
/// focused row goes away, focus moves to the row that takes its place. Activating a row runs `onActivate`.
@MainActor
final class KeyedListBox<Row: KeyedRow> {
    typealias Item = Row.Item

    /// The list.
    let list = ListBox()
    /// The items shown, in order.
    private(set) var items: [Item] = []
    private var rows: [Item.ID: (content: Row, row: Widget)] = [:]
    private let makeRow: @MainActor (Item) -> Row
    private let accessibleLabel: @MainActor (Item) -> String

    /// A list making rows with `makeRow`, labelled for screen readers by `accessibleLabel`.
    init(
        makeRow: @escaping @MainActor (Item) -> Row, accessibleLabel: @escaping @MainActor (Item) -> String,
        onActivate: @escaping @MainActor (Item) -> Void
    ) {
        self.makeRow = makeRow
        self.accessibleLabel = accessibleLabel
        list.onRowActivated { [weak self] index in
            guard let self, index < self.items.count else { return }
            onActivate(self.items[index])
        }
    }

    /// Shows `newItems` in this order.
    func show(_ newItems: [Item]) {
        let focusedIndex = list.allRows.firstIndex { $0.containsFocus }
        let kept = Set(newItems.map(\.id))
        for (id, entry) in rows where !kept.contains(id) {
            list.remove(entry.row)
            rows[id] = nil
        }
        for item in newItems {
            if let entry = rows[item.id] {
                entry.content.show(item)
                entry.row.setAccessibleLabel(accessibleLabel(item))
            } else {
                let content = makeRow(item)
                content.show(item)
                let row = list.append(content.widget)
                row.setAccessibleLabel(accessibleLabel(item))
                rows[item.id] = (content, row)
            }
        }
        items = newItems
        list.reorder(newItems.compactMap { rows[$0.id]?.row })
        if let focusedIndex, !list.containsFocus, !newItems.isEmpty {
            list.allRows[min(focusedIndex, newItems.count - 1)].grabFocus()
        }
    }
}
