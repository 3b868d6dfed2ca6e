import Catalog
import Localization
import Store

extension LibraryFeature {
    /// Saves what a menu asked for (a status, hiding, a list) and reports it as a toast's message.
    func edit(_ action: Action, lists: [UserList]) -> Effect<Action> {
        let repository = dependencies.lists
        return .run { send in
            do throws(ListError) {
                let message: String
                switch action {
                case .setStatus(let route, let status):
                    try await repository.setStatus(status, of: try Self.title(route))
                    message =
                        switch status {
                        case .onHold?: tr("Put on hold")
                        case .dropped?: tr("Dropped")
                        default: tr("Status cleared")
                        }
                case .setHidden(let route, let isHidden):
                    try await repository.setHidden(isHidden, [try Self.title(route)])
                    message = isHidden ? tr("Hidden from Up Next, the calendar and Explore") : tr("No longer hidden")
                case .addToList(let route, let listID):
                    let added = try await repository.addToList(listID, [try Self.title(route)])
                    let name = lists.first { $0.id == listID }?.name ?? String(listID)
                    message =
                        added > 0
                        // Translators: a toast after "Add to List…" ("Added to “Weekend”").
                        ? String(format: tr("Added to “%@”"), name)
                        // Translators: a toast after "Add to List…" for a title the list already had.
                        : String(format: tr("Already in “%@”"), name)
                case .createList(let name, let route):
                    let title = try Self.title(route)
                    let list = try await repository.createList(name: name, description: "")
                    try await repository.addToList(list.id, [title])
                    message = String(format: tr("Added to “%@”"), list.name)
                default:
                    return
                }
                await send(.changeFinished(message))
            } catch {
                await send(.changeFinished(error.userMessage))
            }
        }
    }

    /// The movie or series of `route`.
    private static func title(_ route: Route) throws(ListError) -> LibraryTitle {
        guard let title = route.watchlistTitle else { throw .unknownList(route.description) }
        return LibraryTitle(title.kind, id: title.id)
    }
}
