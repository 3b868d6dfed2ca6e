import AppEnvironment
import TMDb

/// Where the app's TMDb credential comes from: `TMDB_API_TOKEN` / `TMDB_API_KEY` first (scripts and
/// tests), then the token saved in the preferences, then the app's own token when the build has one
/// (`BuiltInToken`). Nil means the demo catalog.
@MainActor
public enum CredentialSource {
    /// The credential to use now.
    public static func current(environment: [String: String], tokenStore: TokenStore) -> TMDbCredential? {
        if let fromEnvironment = TMDbCredential.fromEnvironment(environment) { return fromEnvironment }
        if let saved = tokenStore.load() { return TokenValidator.credential(from: saved.token) }
        return BuiltInToken.value(environment: environment).flatMap(TokenValidator.credential(from:))
    }
}
