import CGtk
import CGtkShim

/// How a list or grid view selects items.
public enum SelectionMode: Sendable {
    /// No selection; items are activated (GtkNoSelection).
    case none
    /// One selected item (GtkSingleSelection).
    case single
}

/// Wraps `store` in a GtkSelectionModel (transfer full, as view constructors expect).
@MainActor
func makeSelectionModel(_ store: Object, _ mode: SelectionMode) -> OpaquePointer {
    g_object_ref(store.objectPointer)
    let model = popcorn_g_list_model(store.objectPointer)
    switch mode {
    case .none: return popcorn_gtk_selection_model(rawPointer(gtk_no_selection_new(model)))
    case .single: return popcorn_gtk_selection_model(rawPointer(gtk_single_selection_new(model)))
    }
}

/// What `ListView` and `GridView` share (GtkListBase): Swift items in a store, scrolling, activation.
@MainActor
public protocol ItemView: Widget {
    /// The type of the items.
    associatedtype Item
    /// The items shown; mutate it to update the view.
    var store: ListStore<Item> { get }
}

extension ItemView {
    /// Scrolls so the item at `position` is visible ("list.scroll-to-item"; setting the scrolled
    /// window's adjustment does not move GTK 4.8 list views, which keep their own anchor).
    public func scrollTo(position: Int) {
        gtk_widget_activate_action_variant(
            widgetPointer, "list.scroll-to-item",
            g_variant_new_uint32(guint32(max(position, 0))))
    }

    /// Runs `handler(item, position)` when an item is activated (click, Enter).
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor (Item, Int) -> Void) -> SignalHandlerID {
        connectWithUInt("activate") { [weak store] position in
            guard let store, Int(position) < store.count else { return }
            handler(store[Int(position)], Int(position))
        }
    }
}

/// A scrollable, recycling list of Swift items (GtkListView); put it in a `ScrolledWindow`.
@MainActor
public final class ListView<Item, Row: WidgetProviding>: Widget, ItemView {
    /// The items shown; mutate it to update the view.
    public let store: ListStore<Item>
    private let factory: ListItemFactory<Item, Row>

    /// A list view of `store`, vertical unless `orientation` says otherwise (horizontal for carousels).
    public init(
        store: ListStore<Item>, factory: ListItemFactory<Item, Row>,
        orientation: Orientation = .vertical, selection: SelectionMode = .none
    ) {
        self.store = store
        self.factory = factory
        g_object_ref(factory.objectPointer)
        let view = gtk_list_view_new(
            makeSelectionModel(store, selection),
            popcorn_gtk_list_item_factory(factory.objectPointer))
        super.init(taking: rawPointer(view))
        gtk_orientable_set_orientation(popcorn_gtk_orientable(objectPointer), orientation.gtk)
    }

    /// Whether a single click (not only Enter/double click) activates an item.
    public var activatesOnSingleClick: Bool {
        get { gtk_list_view_get_single_click_activate(opaque) != 0 }
        set { gtk_list_view_set_single_click_activate(opaque, newValue ? 1 : 0) }
    }

    /// Whether rows are separated by lines.
    public var showsSeparators: Bool {
        get { gtk_list_view_get_show_separators(opaque) != 0 }
        set { gtk_list_view_set_show_separators(opaque, newValue ? 1 : 0) }
    }
}

/// A scrollable, recycling grid of Swift items (GtkGridView), e.g. a poster grid.
@MainActor
public final class GridView<Item, Row: WidgetProviding>: Widget, ItemView {
    /// The items shown; mutate it to update the view.
    public let store: ListStore<Item>
    private let factory: ListItemFactory<Item, Row>

    /// A grid view of `store`.
    public init(store: ListStore<Item>, factory: ListItemFactory<Item, Row>, selection: SelectionMode = .none) {
        self.store = store
        self.factory = factory
        g_object_ref(factory.objectPointer)
        let view = gtk_grid_view_new(
            makeSelectionModel(store, selection),
            popcorn_gtk_list_item_factory(factory.objectPointer))
        super.init(taking: rawPointer(view))
    }

    /// Minimum number of columns.
    public var minColumns: Int {
        get { Int(gtk_grid_view_get_min_columns(opaque)) }
        set { gtk_grid_view_set_min_columns(opaque, guint(newValue)) }
    }

    /// Maximum number of columns.
    public var maxColumns: Int {
        get { Int(gtk_grid_view_get_max_columns(opaque)) }
        set { gtk_grid_view_set_max_columns(opaque, guint(newValue)) }
    }

    /// Whether a single click activates an item.
    public var activatesOnSingleClick: Bool {
        get { gtk_grid_view_get_single_click_activate(opaque) != 0 }
        set { gtk_grid_view_set_single_click_activate(opaque, newValue ? 1 : 0) }
    }
}
