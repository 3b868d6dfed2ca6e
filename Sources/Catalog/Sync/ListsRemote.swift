/// The TMDb account's custom lists, as the list sync reads and writes them.
public protocol ListsRemote: Sendable {
    /// Every list of the account with every item (all pages of each).
    func remoteLists() async throws -> [RemoteList]
    /// Creates an empty list; returns TMDb's id of it.
    func createRemoteList(name: String, description: String) async throws -> Int
    /// Renames and describes a list.
    func updateRemoteList(_ id: Int, name: String, description: String) async throws
    /// Deletes a list with its items.
    func deleteRemoteList(_ id: Int) async throws
    /// Adds the items to a list, answering item by item.
    func addItems(_ items: Set<LibraryTitle>, toRemoteList id: Int) async throws -> ListItemsOutcome
    /// Removes the items from a list, answering item by item.
    func removeItems(_ items: Set<LibraryTitle>, fromRemoteList id: Int) async throws -> ListItemsOutcome
}
