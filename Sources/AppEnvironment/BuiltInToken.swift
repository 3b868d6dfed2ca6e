/// The app's own TMDb API Read Access Token, compiled in by a build that has one: `make` with
/// `POPCORN_BUILD_TMDB_API_TOKEN` in the environment, or meson's `tmdb_api_token` option. Both write it to
/// `BuiltInToken.generated.swift` (git-ignored, by `build-aux/write-builtin-token.sh`) and compile with
/// `-DPOPCORN_BUILTIN_TOKEN`; any other build has none. Used when the user set no credential of their own.
public enum BuiltInToken {
    /// Read by debug builds only, in place of the compiled token (empty: none), so the UI tests can run the
    /// first start with and without one; release builds ignore it.
    public static let testVariable = "POPCORN_BUILTIN_TOKEN_FOR_TESTS"

    /// The token, or nil when the build has none.
    public static func value(environment: [String: String]) -> String? {
        #if DEBUG
        if let forTests = environment[testVariable] { return forTests.isEmpty ? nil : forTests }
        #endif
        return compiled.isEmpty ? nil : compiled
    }

    #if POPCORN_BUILTIN_TOKEN
    private static let compiled = generatedBuiltInToken
    #else
    private static let compiled = ""
    #endif
}
