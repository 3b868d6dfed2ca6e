import CGtk

/// A vertical list of rows for short lists inside a page (GtkListBox); rows are focusable list items
/// activated with Enter or a click. Use `ListView` for long or unbounded lists.
@MainActor
public final class ListBox: Widget {
    private var rows: [Widget] = []

    /// An empty list without selection, in the "boxed-list" style unless `boxed` is false.
    public init(boxed: Bool = true) {
        super.init(taking: rawPointer(gtk_list_box_new()))
        gtk_list_box_set_selection_mode(opaque, GTK_SELECTION_NONE)
        if boxed { addCSSClass("boxed-list") }
    }

    /// Shows `placeholder` inside the list while it has no rows (nil: nothing).
    public func setPlaceholder(_ placeholder: Widget?) {
        gtk_list_box_set_placeholder(opaque, placeholder?.widgetPointer)
    }

    /// Appends a row showing `child`; returns the row (for its accessible label).
    @discardableResult
    public func append(_ child: Widget, activatable: Bool = true) -> Widget {
        let row = Widget(taking: rawPointer(gtk_list_box_row_new()))
        gtk_list_box_row_set_child(row.typed(), child.widgetPointer)
        gtk_list_box_row_set_activatable(row.typed(), activatable ? 1 : 0)
        gtk_list_box_append(opaque, row.widgetPointer)
        rows.append(row)
        return row
    }

    /// Removes `row` (one `append` returned).
    public func remove(_ row: Widget) {
        guard let index = rows.firstIndex(where: { $0 === row }) else { return }
        gtk_list_box_remove(opaque, row.widgetPointer)
        rows.remove(at: index)
    }

    /// Puts the rows in the order of `ordered` (the rows `append` returned, each once) without taking them
    /// out of the list, so keyboard focus inside a row that moves stays there.
    public func reorder(_ ordered: [Widget]) {
        rows = ordered
        positions = Dictionary(
            uniqueKeysWithValues: ordered.enumerated().map { (UnsafeMutableRawPointer($1.widgetPointer), $0) })
        if !hasSortFunction {
            hasSortFunction = true
            let sort: GtkListBoxSortFunc = { first, second, data in
                let box = ClosureBox<@MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32>.from(
                    data)
                return MainActor.assumeIsolated {
                    box.handler(UnsafeMutableRawPointer(first), UnsafeMutableRawPointer(second))
                }
            }
            let order: @MainActor (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32 = {
                [weak self] first, second in
                guard let self else { return 0 }
                return Int32(self.position(of: first) - self.position(of: second))
            }
            gtk_list_box_set_sort_func(opaque, sort, ClosureBox.retained(order), destroyClosureBox)
        }
        gtk_list_box_invalidate_sort(opaque)
    }

    private var hasSortFunction = false
    private var positions: [UnsafeMutableRawPointer: Int] = [:]

    /// A row's place in the last `reorder`; rows appended since then go last.
    private func position(of row: UnsafeMutableRawPointer?) -> Int {
        row.flatMap { positions[$0] } ?? positions.count
    }

    /// Removes every row.
    public func removeAll() {
        rows.forEach { gtk_list_box_remove(opaque, $0.widgetPointer) }
        rows.removeAll()
    }

    /// The rows, in order.
    public var allRows: [Widget] { rows }

    /// Runs `handler(index)` when a row is activated.
    @discardableResult
    public func onRowActivated(_ handler: @escaping @MainActor (Int) -> Void) -> SignalHandlerID {
        connectWithPointer("row-activated") { row in
            guard let row else { return }
            handler(Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self))))
        }
    }
}
