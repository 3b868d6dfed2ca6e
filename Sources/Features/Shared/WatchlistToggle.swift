import Catalog
import Foundation
import Localization
import Store

/// The watchlist toggle shared by the movie and series pages: optimistic in the state, saved by an
/// effect, reverted by the page when saving fails.
enum WatchlistToggle {
    /// Reads whether the title is on the watchlist; a failure leaves the button as "add".
    static func status<Action: Sendable>(_ kind: WatchlistKind, id: Int, in watchlist: any WatchlistRepository,
                                         loaded: @escaping @Sendable (Bool) -> Action) -> Effect<Action> {
        .run { send in
            guard let isOnWatchlist = try? await watchlist.contains(kind, id: id) else { return }
            await send(loaded(isOnWatchlist))
        }
    }

    /// Adds or removes the title; on failure sends `failed(previous value, error)`.
    static func save<Action: Sendable>(_ kind: WatchlistKind, id: Int, add: Bool, in watchlist: any WatchlistRepository,
                                       failed: @escaping @Sendable (Bool, CatalogError) -> Action) -> Effect<Action> {
        .run { _ in
            if add {
                try await watchlist.add(kind, id: id)
            } else {
                try await watchlist.remove(kind, id: id)
            }
        } catch: { error, send in
            await send(failed(!add, CatalogError(error)))
        }
    }

    /// The message shown when saving failed.
    static func errorInfo(_ error: CatalogError, adding: Bool) -> ErrorInfo {
        let what = adding ? tr("Could not add to the watchlist.") : tr("Could not remove from the watchlist.")
        return ErrorInfo(message: String(format: tr("%@ %@"), what, error.userMessage), isRetryable: error.isRetryable)
    }
}
