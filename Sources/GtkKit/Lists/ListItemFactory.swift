import CGtk
import CGtkShim

/// Something that owns a root widget: a row or cell view built by a `ListItemFactory`.
@MainActor
public protocol WidgetProviding: AnyObject {
    /// The widget placed in the list.
    var widget: Widget { get }
}

extension Widget: WidgetProviding {
    public var widget: Widget { self }
}

/// Builds and recycles rows for `ListView`/`GridView` (GtkSignalListItemFactory): `setup` creates a row
/// view once per visible slot; `bind` fills it with an item (and again with other items while scrolling);
/// `unbind` lets it drop per-item state (cancel image loads…).
@MainActor
public final class ListItemFactory<Item, Row: WidgetProviding>: Object {
    private static var rowKey: String { "popcorn-row" }

    /// A factory; `bind` receives the row, the item and its position.
    public init(
        setup: @escaping @MainActor () -> Row,
        bind: @escaping @MainActor (Row, Item, Int) -> Void,
        unbind: (@MainActor (Row) -> Void)? = nil
    ) {
        super.init(taking: rawPointer(gtk_signal_list_item_factory_new()))
        connectWithPointer("setup") { listItem in
            guard let listItem else { return }
            let row = setup()
            gtk_list_item_set_child(OpaquePointer(listItem), row.widget.widgetPointer)
            g_object_set_data_full(
                popcorn_g_object(listItem), Self.rowKey,
                Unmanaged.passRetained(row as AnyObject).toOpaque(), destroyClosureBox)
        }
        connectWithPointer("bind") { listItem in
            guard let listItem, let row = Self.row(of: listItem),
                let item = ListStore<Item>.value(ofItemObject: gtk_list_item_get_item(OpaquePointer(listItem)))
            else { return }
            bind(row, item, Int(gtk_list_item_get_position(OpaquePointer(listItem))))
        }
        if let unbind {
            connectWithPointer("unbind") { listItem in
                guard let listItem, let row = Self.row(of: listItem) else { return }
                unbind(row)
            }
        }
        connectWithPointer("teardown") { listItem in
            guard let listItem else { return }
            gtk_list_item_set_child(OpaquePointer(listItem), nil)
            g_object_set_data(popcorn_g_object(listItem), Self.rowKey, nil)
        }
    }

    private static func row(of listItem: UnsafeMutableRawPointer) -> Row? {
        guard let data = g_object_get_data(popcorn_g_object(listItem), rowKey) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? Row
    }
}
