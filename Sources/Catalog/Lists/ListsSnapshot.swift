/// Everything the user set on titles by hand, at one moment: the lists with their items, the statuses and
/// the hidden titles (what ``ListsRepository/listsChanges()`` emits).
public struct ListsSnapshot: Hashable, Sendable {
    /// By name.
    public var lists: [UserList]
    /// Each list's items by list id, most recently added first.
    public var items: [Int: [UserListItem]]
    public var statuses: [TitleStatus]
    public var hidden: [HiddenTitle]

    public init(
        lists: [UserList] = [], items: [Int: [UserListItem]] = [:], statuses: [TitleStatus] = [],
        hidden: [HiddenTitle] = []
    ) {
        self.lists = lists
        self.items = items
        self.statuses = statuses
        self.hidden = hidden
    }

    /// The user's statuses by title (what ``LibraryStatuses`` reads).
    public var statusesByTitle: [LibraryTitle: (status: LibraryStatus, changedAt: Double)] {
        Dictionary(statuses.map { ($0.title, (status: $0.status, changedAt: $0.changedAt)) }, uniquingKeysWith: { $1 })
    }

    /// When each hidden title was hidden.
    public var hiddenAtByTitle: [LibraryTitle: Double] {
        Dictionary(hidden.map { ($0.title, $0.hiddenAt) }, uniquingKeysWith: { $1 })
    }
}
