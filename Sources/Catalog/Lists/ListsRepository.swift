/// The user's own lists, the statuses set by hand (On Hold, Dropped) and the hidden titles, in the library.
/// Every change is one transaction; observers hear of it once it is stored.
public protocol ListsRepository: Sendable {
    // MARK: Statuses

    /// Sets a series' status (``LibraryStatus/onHold`` or ``LibraryStatus/dropped``), or clears it (nil).
    /// Setting the status it has keeps its date.
    func setStatus(_ status: LibraryStatus?, of title: LibraryTitle) async throws(ListError)
    /// The statuses set, most recently changed first.
    func statuses() async throws(ListError) -> [TitleStatus]

    // MARK: Hidden titles

    /// Hides the titles (hiding a hidden one keeps its date), or shows them again.
    func setHidden(_ hidden: Bool, _ titles: [LibraryTitle]) async throws(ListError)
    /// The hidden titles, most recently hidden first.
    func hiddenTitles() async throws(ListError) -> [HiddenTitle]

    // MARK: Lists

    /// A new, empty list; `name` is trimmed and must be valid (``UserListName``) and unused.
    func createList(name: String, description: String) async throws(ListError) -> UserList
    func renameList(_ id: Int, to name: String) async throws(ListError)
    func describeList(_ id: Int, as description: String) async throws(ListError)
    /// Deletes the list with its items, and returns them for Undo (``restore(_:)``).
    func deleteList(_ id: Int) async throws(ListError) -> DeletedList
    /// Brings back a deleted list with its id, name, description, dates and items (Undo). Refused with
    /// ``ListError/duplicateName(_:)`` when another list took its name meanwhile.
    func restore(_ deleted: DeletedList) async throws(ListError)
    /// Adds the titles not yet in the list (dated now); returns how many were added.
    @discardableResult
    func addToList(_ id: Int, _ titles: [LibraryTitle]) async throws(ListError) -> Int
    /// Removes the titles in the list; returns how many were removed.
    @discardableResult
    func removeFromList(_ id: Int, _ titles: [LibraryTitle]) async throws(ListError) -> Int
    /// Every list with its item count, by name.
    func lists() async throws(ListError) -> [UserList]
    /// The list with this id; nil when there is none.
    func list(_ id: Int) async throws(ListError) -> UserList?
    /// The list's items, most recently added first; ``ListError/unknownList(_:)`` when there is no such list.
    func items(ofList id: Int) async throws(ListError) -> [UserListItem]

    /// Emits the lists, their items, the statuses and the hidden titles now and after every change, from
    /// anywhere in the app (or another process).
    func listsChanges() -> AsyncStream<ListsSnapshot>
}

extension ListsRepository {
    /// The list whose id (digits) or exact name is `reference` (an id wins over a name); ``ListError/unknownList(_:)``
    /// when none is.
    public func list(named reference: String) async throws(ListError) -> UserList {
        let all = try await lists()
        if let id = Int(reference), let list = all.first(where: { $0.id == id }) { return list }
        guard let list = all.first(where: { $0.name == reference }) else { throw .unknownList(reference) }
        return list
    }
}
