import CGtk
import CGtkShim

/// Holds one Swift value inside a `PopcornItem` GObject.
final class ItemBox<Item> {
    let value: Item
    init(_ value: Item) { self.value = value }
}

/// A list of Swift values that GTK list and grid views display (a GListStore of `PopcornItem`s, each
/// carrying one value). Changes notify the views, which recycle their rows; thousands of items are fine.
@MainActor
public final class ListStore<Item>: Object {
    /// An empty store.
    public init() {
        super.init(taking: rawPointer(g_list_store_new(popcorn_item_get_type())))
    }

    /// A store holding `items`.
    public convenience init(_ items: [Item]) {
        self.init()
        replaceAll(with: items)
    }

    var listModel: OpaquePointer { popcorn_g_list_model(objectPointer) }

    /// The number of items.
    public var count: Int { Int(g_list_model_get_n_items(listModel)) }

    /// Whether the store is empty.
    public var isEmpty: Bool { count == 0 }

    /// The item at `index`.
    public subscript(index: Int) -> Item {
        precondition(index >= 0 && index < count, "ListStore index out of range")
        let object = g_list_model_get_item(listModel, guint(index))!
        defer { g_object_unref(object) }
        return Self.value(ofItemObject: object)!
    }

    /// All items, in order.
    public var items: [Item] { (0..<count).map { self[$0] } }

    /// Appends one item.
    public func append(_ item: Item) {
        splice(at: count, removing: 0, inserting: [item])
    }

    /// Appends items in one change notification (e.g. the next page of search results).
    public func append(contentsOf newItems: [Item]) {
        splice(at: count, removing: 0, inserting: newItems)
    }

    /// Inserts one item at `index`.
    public func insert(_ item: Item, at index: Int) {
        splice(at: index, removing: 0, inserting: [item])
    }

    /// Removes the item at `index`.
    public func remove(at index: Int) {
        splice(at: index, removing: 1, inserting: [])
    }

    /// Removes everything.
    public func removeAll() {
        g_list_store_remove_all(opaque)
    }

    /// Replaces the whole content in one change notification.
    public func replaceAll(with newItems: [Item]) {
        splice(at: 0, removing: count, inserting: newItems)
    }

    /// Replaces the whole content, keeping the views' row widgets: the first items' objects take the new
    /// values and are announced as changed, which makes GTK bind the rows it shows for them again (its list
    /// item manager reuses the widget of an item removed and added back in one change) instead of making
    /// new rows and destroying the old ones, as ``replaceAll(with:)`` does; the rest is appended or removed.
    /// For a grid that shows other values in place (a filter changed): a hundred cards made again cost
    /// frames.
    public func rebindAll(with newItems: [Item]) {
        let kept = min(count, newItems.count)
        for index in 0..<kept {
            let object = g_list_model_get_item(listModel, guint(index))!
            popcorn_item_replace_payload(
                popcorn_item_cast(object), Unmanaged.passRetained(ItemBox(newItems[index])).toOpaque())
            g_object_unref(object)
        }
        if kept > 0 { g_list_model_items_changed(listModel, 0, guint(kept), guint(kept)) }
        splice(at: kept, removing: count - kept, inserting: Array(newItems[kept...]))
    }

    /// Removes `removing` items at `index` and inserts `inserting` there, as one change.
    public func splice(at index: Int, removing: Int, inserting newItems: [Item]) {
        precondition(index >= 0 && index + removing <= count, "ListStore splice out of range")
        var objects: [gpointer?] = newItems.map { item in
            UnsafeMutableRawPointer(
                popcorn_item_new(
                    Unmanaged.passRetained(ItemBox(item)).toOpaque(),
                    destroyClosureBox))
        }
        objects.withUnsafeMutableBufferPointer { buffer in
            g_list_store_splice(opaque, guint(index), guint(removing), buffer.baseAddress, guint(buffer.count))
        }
        objects.forEach { g_object_unref($0) }
    }

    /// The Swift value carried by a `PopcornItem` (what list item factories receive).
    static func value(ofItemObject object: UnsafeMutableRawPointer?) -> Item? {
        guard let item = popcorn_item_cast(object), let payload = popcorn_item_get_payload(item) else { return nil }
        return Unmanaged<ItemBox<Item>>.fromOpaque(payload).takeUnretainedValue().value
    }
}
