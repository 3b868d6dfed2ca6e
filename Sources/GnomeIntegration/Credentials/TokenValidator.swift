import Catalog
import Foundation
import Localization
import TMDb

/// The outcome of checking a credential against TMDb's `/configuration`.
public enum TokenCheck: Equatable, Sendable {
    /// TMDb accepted the credential.
    case valid
    /// TMDb refused it (HTTP 401).
    case rejected
    /// TMDb could not be asked or answered with something else; the user-facing reason.
    case unreachable(String)
}

/// Checks a TMDb credential with one request to `/configuration`.
public struct TokenValidator: Sendable {
    private let makeClient: @Sendable (TMDbCredential) -> TMDbClient

    /// A validator sending requests through the clients `makeClient` builds (transport, base URL).
    public init(makeClient: @escaping @Sendable (TMDbCredential) -> TMDbClient) {
        self.makeClient = makeClient
    }

    /// Asks TMDb whether `credential` is accepted.
    public func check(_ credential: TMDbCredential) async -> TokenCheck {
        do {
            _ = try await makeClient(credential).imageConfiguration()
            return .valid
        } catch CatalogError.unauthorised {
            return .rejected
        } catch let error as CatalogError {
            return .unreachable(error.userMessage)
        } catch {
            return .unreachable(CatalogError.offline.userMessage)
        }
    }

    /// The credential a user typed: a 32-digit hexadecimal v3 API key, otherwise a v4 read access
    /// token. Nil when only whitespace was entered.
    public static func credential(from text: String) -> TMDbCredential? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        if trimmed.count == 32, trimmed.allSatisfy(\.isHexDigit) { return .apiKey(trimmed) }
        return .token(trimmed)
    }
}
