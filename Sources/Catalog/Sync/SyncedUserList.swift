/// A list of the library as the list sync sees it: what it holds now, and what the account and the library
/// agreed on at the last sync (the base of the three-way merge).
public struct SyncedUserList: Sendable, Hashable {
    /// The library's id.
    public let id: Int
    /// The account's list it is linked to; nil: never on the account.
    public let remoteID: Int?
    public let name: String
    public let description: String
    /// The name and description both sides held after the last sync; nil: never synced.
    public let syncedName: String?
    public let syncedDescription: String?
    /// Deleted in Popcorn while the account still has it (a tombstone).
    public let isDeleted: Bool
    /// The titles in the list, each with whether the account's list had it at the last sync.
    public let items: [LibraryTitle: Bool]
    /// Titles removed in Popcorn that the account's list had at the last sync (tombstones).
    public let removed: Set<LibraryTitle>

    public init(
        id: Int, remoteID: Int?, name: String, description: String, syncedName: String?,
        syncedDescription: String?, isDeleted: Bool, items: [LibraryTitle: Bool], removed: Set<LibraryTitle>
    ) {
        self.id = id
        self.remoteID = remoteID
        self.name = name
        self.description = description
        self.syncedName = syncedName
        self.syncedDescription = syncedDescription
        self.isDeleted = isDeleted
        self.items = items
        self.removed = removed
    }

    /// Whether anything changed in Popcorn since the last sync.
    var hasPendingChanges: Bool {
        name != syncedName || description != syncedDescription || !removed.isEmpty || items.values.contains(false)
    }

    /// The changes made in Popcorn that the next sync sends: a list to make (with its titles) or to delete
    /// there, a new name or description, each title added or removed.
    public var pendingChangeCount: Int {
        if isDeleted { return 1 }
        if remoteID == nil { return 1 + items.count }
        let renamed = name != syncedName || description != syncedDescription
        return (renamed ? 1 : 0) + items.values.filter { !$0 }.count + removed.count
    }

    /// The titles the account's list had at the last sync.
    var agreedCount: Int {
        items.values.filter { $0 }.count + removed.count
    }
}
