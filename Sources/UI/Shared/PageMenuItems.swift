import GtkKit

/// Items a details page adds to the page menu in the header bar (the calendar's "Export Calendar…"), above
/// Refresh: each a label and the name of an action in `actions`, which the menu inserts as `page`.
@MainActor
public struct PageMenuItems {
    /// The items: a label (with a mnemonic) and the action's name in `actions`.
    public let items: [(label: String, action: String)]
    /// The actions the items activate.
    public let actions: SimpleActionGroup

    public init(_ items: [(label: String, action: String)], actions: SimpleActionGroup) {
        self.items = items
        self.actions = actions
    }

    /// The prefix the page menu inserts `actions` under.
    static let prefix = "page"
}
