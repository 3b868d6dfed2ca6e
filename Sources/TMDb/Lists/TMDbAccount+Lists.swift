import Catalog
import Foundation
import HTTP

/// The account's custom lists through TMDb's v4 list requests (docs/tmdb-lists.md), each with the user's
/// access token in the `Authorization` header (never in the URL, a log or a trace).
extension TMDbAccount: ListsRemote {
    public func remoteLists() async throws -> [RemoteList] {
        let path = "/account/\(session.accountObjectID)/lists"
        let summaries: [AccountListSummaryDTO] = try await allPages(key: { [$0.id] }) { page in
            userRequest(.get, path, query: [QueryItem("page", String(page))])
        }
        var lists: [RemoteList] = []
        for summary in summaries {
            let items: [ListEntryDTO] = try await allPages(key: { [$0.title.kind == .movie ? 0 : 1, $0.title.id] }) {
                page in
                userRequest(.get, "/list/\(summary.id)", query: [QueryItem("page", String(page))])
            }
            lists.append(
                RemoteList(
                    id: summary.id, name: summary.name, description: summary.description,
                    items: Set(items.map(\.title))))
        }
        return lists
    }

    /// Creates a private list in the client's language (https://developer.themoviedb.org/reference/list-create:
    /// `name` and `iso_639_1` are required).
    public func createRemoteList(name: String, description: String) async throws -> Int {
        let language = client.language.split(separator: "-").first.map(String.init) ?? "en"
        let response = try await sendWrite(
            userRequest(
                .post, "/list",
                body: ["name": name, "description": description, "iso_639_1": language, "public": false]))
        return try client.decode(ListCreatedDTO.self, from: response.body, status: response.status).id
    }

    /// https://developer.themoviedb.org/reference/list-update (answers code 12).
    public func updateRemoteList(_ id: Int, name: String, description: String) async throws {
        _ = try await sendWrite(userRequest(.put, "/list/\(id)", body: ["name": name, "description": description]))
    }

    /// https://developer.themoviedb.org/reference/list-delete (answers code 13).
    public func deleteRemoteList(_ id: Int) async throws {
        _ = try await sendWrite(userRequest(.delete, "/list/\(id)"))
    }

    public func addItems(_ items: Set<LibraryTitle>, toRemoteList id: Int) async throws -> ListItemsOutcome {
        try await editItems(.post, items, id)
    }

    public func removeItems(_ items: Set<LibraryTitle>, fromRemoteList id: Int) async throws -> ListItemsOutcome {
        try await editItems(.delete, items, id)
    }

    /// Whether the list holds `title` (https://developer.themoviedb.org/reference/list-item-status; an absent
    /// item is TMDb's not-found answer).
    public func remoteList(_ id: Int, contains title: LibraryTitle) async throws -> Bool {
        let request = userRequest(
            .get, "/list/\(id)/item_status",
            query: [
                QueryItem("media_type", ListMediaType.name(of: title.kind)), QueryItem("media_id", String(title.id)),
            ])
        do {
            _ = try await sendWrite(request)
            return true
        } catch CatalogError.notFound {
            return false
        }
    }

    /// `POST` (add) or `DELETE` (remove) `/4/list/{id}/items`: the answer must be TMDb's success, and each item
    /// is done only when its own `results[].success` is true (an item left out of the answer is failed).
    private func editItems(_ method: HTTPMethod, _ items: Set<LibraryTitle>, _ id: Int) async throws
        -> ListItemsOutcome
    {
        guard !items.isEmpty else { return ListItemsOutcome(done: [], failed: []) }
        let ordered = items.sorted { ($0.kind.rawValue, $0.id) < ($1.kind.rawValue, $1.id) }
        let body: [[String: any Sendable]] = ordered.map {
            ["media_type": ListMediaType.name(of: $0.kind), "media_id": $0.id]
        }
        let response = try await sendWrite(userRequest(method, "/list/\(id)/items", body: ["items": body]))
        let answer = try client.decode(ListItemsAnswerDTO.self, from: response.body, status: response.status)
        let done = items.intersection(answer.succeeded)
        return ListItemsOutcome(done: done, failed: items.subtracting(done))
    }

    /// Sends a list write (retrying as every request does) and checks TMDb's success answer.
    private func sendWrite(_ request: TMDbRequest) async throws -> TMDbResponse {
        let response = try await client.sendWithRetries(request)
        try Self.checkWriteAnswer(status: response.status, body: response.body)
        return response
    }

    /// A v4 request with the user's access token (the account's lists need it, not the app's token).
    func userRequest(
        _ method: HTTPMethod, _ path: String, query: [QueryItem] = [], body: [String: any Sendable]? = nil
    ) -> TMDbRequest {
        var request = TMDbRequest(
            method, version: .v4, path: path, query: query,
            headers: ["Accept": "application/json", "Authorization": "Bearer \(session.accessToken)"])
        if let body, let data = try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]) {
            request.headers["Content-Type"] = "application/json;charset=utf-8"
            request.body = data
        }
        return request
    }
}
