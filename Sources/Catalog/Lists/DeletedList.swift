/// A list as it was when it was deleted, with its items: what Undo gives back to
/// ``ListsRepository/restore(_:)``.
public struct DeletedList: Hashable, Sendable {
    public let list: UserList
    /// Most recently added first.
    public let items: [UserListItem]

    public init(list: UserList, items: [UserListItem]) {
        self.list = list
        self.items = items
    }
}
