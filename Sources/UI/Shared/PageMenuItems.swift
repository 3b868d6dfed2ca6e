import GtkKit

/// Items a details page adds to the page menu in the header bar (the calendar's "Export Calendar…"), above
/// Refresh: each a label and the name of an action in `actions`, which the menu inserts as `page`.
@MainActor
public struct PageMenuItems {
    /// The items: a label (with a mnemonic) and the action's name in `actions`.
    public let items: [(label: String, action: String)]
    /// The actions the items activate.
    public let actions: SimpleActionGroup

    /// Radio items in a section of their own under a heading: each a label and the int its action
    /// (stateful, `SimpleAction(_:intState:handler:)`) is set to; checked while the state equals it.
    public let choices: (heading: String, action: String, items: [(label: String, target: Int32)])?

    public init(
        _ items: [(label: String, action: String)], actions: SimpleActionGroup,
        choices: (heading: String, action: String, items: [(label: String, target: Int32)])? = nil
    ) {
        self.items = items
        self.actions = actions
        self.choices = choices
    }

    /// The prefix the page menu inserts `actions` under.
    static let prefix = "page"
}
