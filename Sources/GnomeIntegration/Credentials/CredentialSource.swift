import TMDb

/// Where the app's TMDb credential comes from: `TMDB_API_TOKEN` / `TMDB_API_KEY` first (scripts and
/// tests), then the token saved in the preferences. Nil means the demo catalog.
@MainActor
public enum CredentialSource {
    /// The credential to use now.
    public static func current(environment: [String: String], tokenStore: TokenStore) -> TMDbCredential? {
        if let fromEnvironment = TMDbCredential.fromEnvironment(environment) { return fromEnvironment }
        guard let saved = tokenStore.load() else { return nil }
        return TokenValidator.credential(from: saved.token)
    }
}
