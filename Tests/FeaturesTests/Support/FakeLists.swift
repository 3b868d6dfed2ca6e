import Catalog
import Synchronization

/// In-memory lists, statuses and hidden titles with live `listsChanges()` (emitted now and after every change).
final class FakeLists: ListsRepository {
    private struct Storage {
        var snapshot = ListsSnapshot()
        var clock = 1_000.0
        var nextListID = 1
        var nextObserver = 0
        var continuations: [Int: AsyncStream<ListsSnapshot>.Continuation] = [:]

        mutating func recount(_ id: Int) {
            guard let index = snapshot.lists.firstIndex(where: { $0.id == id }) else { return }
            let list = snapshot.lists[index]
            snapshot.lists[index] = UserList(
                id: id, name: list.name, description: list.description, createdAt: list.createdAt,
                updatedAt: clock, itemCount: snapshot.items[id]?.count ?? 0)
        }
    }

    private let storage = Mutex(Storage())

    init(statuses: [TitleStatus] = [], hidden: [HiddenTitle] = []) {
        storage.withLock {
            $0.snapshot.statuses = statuses
            $0.snapshot.hidden = hidden
        }
    }

    var snapshot: ListsSnapshot { storage.withLock { $0.snapshot } }

    func setStatus(_ status: LibraryStatus?, of title: LibraryTitle) async throws(ListError) {
        try change { storage in
            storage.snapshot.statuses.removeAll { $0.title == title }
            if let status {
                storage.snapshot.statuses.insert(
                    TitleStatus(title: title, status: status, changedAt: storage.clock), at: 0)
            }
        }
    }

    func statuses() async throws(ListError) -> [TitleStatus] { snapshot.statuses }

    func setHidden(_ hidden: Bool, _ titles: [LibraryTitle]) async throws(ListError) {
        try change { storage in
            for title in titles where hidden != storage.snapshot.hidden.contains(where: { $0.title == title }) {
                if hidden {
                    storage.snapshot.hidden.insert(HiddenTitle(title: title, hiddenAt: storage.clock), at: 0)
                } else {
                    storage.snapshot.hidden.removeAll { $0.title == title }
                }
            }
        }
    }

    func hiddenTitles() async throws(ListError) -> [HiddenTitle] { snapshot.hidden }

    func createList(name: String, description: String) async throws(ListError) -> UserList {
        let name = try UserListName.validated(name)
        return try change { (storage) throws(ListError) in
            guard !storage.snapshot.lists.contains(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw .duplicateName(name)
            }
            let list = UserList(
                id: storage.nextListID, name: name, description: description, createdAt: storage.clock,
                updatedAt: storage.clock, itemCount: 0)
            storage.nextListID += 1
            storage.snapshot.lists.append(list)
            storage.snapshot.lists.sort { $0.name < $1.name }
            storage.snapshot.items[list.id] = []
            return list
        }
    }

    func renameList(_ id: Int, to name: String) async throws(ListError) {
        let name = try UserListName.validated(name)
        try update(id) {
            UserList(
                id: $0.id, name: name, description: $0.description, createdAt: $0.createdAt,
                updatedAt: $0.updatedAt, itemCount: $0.itemCount)
        }
    }

    func describeList(_ id: Int, as description: String) async throws(ListError) {
        try update(id) {
            UserList(
                id: $0.id, name: $0.name, description: description, createdAt: $0.createdAt,
                updatedAt: $0.updatedAt, itemCount: $0.itemCount)
        }
    }

    func deleteList(_ id: Int) async throws(ListError) -> DeletedList {
        try change { (storage) throws(ListError) in
            guard let list = storage.snapshot.lists.first(where: { $0.id == id }) else {
                throw .unknownList(String(id))
            }
            storage.snapshot.lists.removeAll { $0.id == id }
            return DeletedList(list: list, items: storage.snapshot.items.removeValue(forKey: id) ?? [])
        }
    }

    func restore(_ deleted: DeletedList) async throws(ListError) {
        try change { storage in
            storage.snapshot.lists.append(deleted.list)
            storage.snapshot.items[deleted.list.id] = deleted.items
        }
    }

    func addToList(_ id: Int, _ titles: [LibraryTitle]) async throws(ListError) -> Int {
        try change { (storage) throws(ListError) in
            guard var items = storage.snapshot.items[id] else { throw .unknownList(String(id)) }
            var added = 0
            for title in titles where !items.contains(where: { $0.title == title }) {
                storage.clock += 1
                items.insert(UserListItem(title: title, addedAt: storage.clock), at: 0)
                added += 1
            }
            storage.snapshot.items[id] = items
            storage.recount(id)
            return added
        }
    }

    func removeFromList(_ id: Int, _ titles: [LibraryTitle]) async throws(ListError) -> Int {
        try change { (storage) throws(ListError) in
            guard let items = storage.snapshot.items[id] else { throw .unknownList(String(id)) }
            storage.snapshot.items[id] = items.filter { !titles.contains($0.title) }
            storage.recount(id)
            return items.count - (storage.snapshot.items[id]?.count ?? 0)
        }
    }

    func lists() async throws(ListError) -> [UserList] { snapshot.lists }

    func list(_ id: Int) async throws(ListError) -> UserList? { snapshot.lists.first { $0.id == id } }

    func items(ofList id: Int) async throws(ListError) -> [UserListItem] {
        guard let items = snapshot.items[id] else { throw .unknownList(String(id)) }
        return items
    }

    func listsChanges() -> AsyncStream<ListsSnapshot> {
        let (stream, continuation) = AsyncStream<ListsSnapshot>.makeStream()
        let id = storage.withLock { storage in
            storage.nextObserver += 1
            storage.continuations[storage.nextObserver] = continuation
            continuation.yield(storage.snapshot)
            return storage.nextObserver
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.storage.withLock { $0.continuations.removeValue(forKey: id) }
        }
        return stream
    }

    private func update(_ id: Int, _ transform: (UserList) -> UserList) throws(ListError) {
        try change { (storage) throws(ListError) in
            guard let index = storage.snapshot.lists.firstIndex(where: { $0.id == id }) else {
                throw .unknownList(String(id))
            }
            storage.snapshot.lists[index] = transform(storage.snapshot.lists[index])
        }
    }

    private func change<T>(_ body: (inout Storage) throws(ListError) -> T) throws(ListError) -> T {
        try storage.withLock { (storage) throws(ListError) -> T in
            storage.clock += 1
            let result = try body(&storage)
            for continuation in storage.continuations.values { continuation.yield(storage.snapshot) }
            return result
        }
    }
}
