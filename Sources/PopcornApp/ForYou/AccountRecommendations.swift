import Catalog
import Foundation
import GnomeIntegration
import Logging
import TMDb

/// For You's recommendations of the signed-in TMDb account: the sign-in read from its store (keyring or file,
/// on the main thread, when first needed), then TMDb's movie and series recommendations for the account.
enum AccountRecommendations {
    /// Reads them with `client`; none when nobody is signed in or TMDb refuses (logged, never the token). The
    /// first read takes the sign-in from `signInAhead` when it was read there.
    static func reader(client: TMDbClient, signInAhead: AccountSignInAhead) -> @Sendable () async -> [MediaItem] {
        {
            let saved: String?
            if let readAhead = signInAhead.take() {
                saved = readAhead
            } else {
                saved = await MainActor.run { TokenStore(.accountSession).load()?.token }
            }
            guard let saved, let session = try? JSONDecoder().decode(TMDbAccountSession.self, from: Data(saved.utf8))
            else { return [] }
            let account = TMDbAccount(client: client, session: session, log: { Log.warning($0) })
            var items: [MediaItem] = []
            for kind in WatchlistKind.allCases {
                do {
                    items += try await account.recommendations(kind)
                } catch {
                    Log.warning(
                        "TMDb's recommendations for the account could not be read: \(CatalogError(error).userMessage)")
                }
            }
            return items
        }
    }
}
