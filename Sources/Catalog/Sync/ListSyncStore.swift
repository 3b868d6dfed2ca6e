/// The library's side of the list sync. Each call is one transaction.
public protocol ListSyncStore: Sendable {
    /// Every list, deleted ones the account still has included, with their items and tombstones.
    func listsForSync() async throws -> [SyncedUserList]
    /// Links list `id` to the account's list `remoteID`; both now hold `name` and `description`.
    func linkList(_ id: Int, remoteID: Int, name: String, description: String) async throws
    /// A new library list for the account's `list`, every item agreed. Its name is made unique among the
    /// lists: a name changed so is a rename the next sync sends.
    func importList(_ list: RemoteList) async throws
    /// Forgets list `id` with its items (deleted on the account, or deleted here and now there too).
    func forgetList(_ id: Int) async throws
    /// Takes the account's name and description for list `id` as agreed (the name made unique, which the next
    /// sync then sends as a rename).
    func applyListInfo(_ id: Int, name: String, description: String) async throws
    /// The account's changes to the items of list `id`: `added` are agreed; `removed` leave the list
    /// unless changed in Popcorn meanwhile.
    func applyItems(_ id: Int, added: Set<LibraryTitle>, removed: Set<LibraryTitle>) async throws
    /// Records that both sides hold `present` and that neither holds `gone` (their tombstones go).
    func recordItems(_ id: Int, present: Set<LibraryTitle>, gone: Set<LibraryTitle>) async throws
    /// Every title of list `id` is pending again (its account list was made anew and holds none of them).
    func resetItems(_ id: Int) async throws
}
