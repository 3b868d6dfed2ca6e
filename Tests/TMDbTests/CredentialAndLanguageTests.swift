import XCTest

@testable import TMDb

final class CredentialAndLanguageTests: XCTestCase {
    func testTokenIsPreferredAndSentAsBearerNeverInTheURL() async throws {
        let credential = TMDbCredential.fromEnvironment(["TMDB_API_TOKEN": " secret-token ", "TMDB_API_KEY": "k3y"])
        XCTAssertEqual(credential, .token("secret-token"))
        let transport = ScriptedTransport.json(#"{"id": 1, "title": "x"}"#)
        _ = try await TMDbClient(transport: transport, credential: credential, language: "de-DE").fetch(
            MovieResource(id: 1))
        let request = try XCTUnwrap(transport.requests.first)
        XCTAssertEqual(request.headers["Authorization"], "Bearer secret-token")
        XCTAssertFalse(request.pathAndQuery.contains("secret-token"))
        XCTAssertFalse(request.pathAndQuery.contains("k3y"))
        XCTAssertTrue(request.query.contains(QueryItem("language", "de-DE")))
    }

    func testApiKeyGoesInTheQueryOnlyWithoutAToken() async throws {
        let credential = TMDbCredential.fromEnvironment(["TMDB_API_TOKEN": "", "TMDB_API_KEY": "k3y"])
        XCTAssertEqual(credential, .apiKey("k3y"))
        let transport = ScriptedTransport.json(#"{"id": 1, "title": "x"}"#)
        _ = try await TMDbClient(transport: transport, credential: credential).fetch(MovieResource(id: 1))
        let request = try XCTUnwrap(transport.requests.first)
        XCTAssertNil(request.headers["Authorization"])
        XCTAssertTrue(request.pathAndQuery.contains("api_key=k3y"))
        XCTAssertFalse(request.description.contains("k3y"), "the loggable description hides the key")
    }

    func testNoCredentialInTheEnvironment() {
        XCTAssertNil(TMDbCredential.fromEnvironment([:]))
        XCTAssertNil(TMDbCredential.fromEnvironment(["TMDB_API_TOKEN": "  "]))
    }

    func testCredentialDescriptionsAreRedacted() {
        XCTAssertFalse("\(TMDbCredential.token("abc123"))".contains("abc123"))
        XCTAssertFalse(String(reflecting: TMDbCredential.apiKey("abc123")).contains("abc123"))
    }

    func testLanguageFromLocale() {
        XCTAssertEqual(TMDbLanguage.fromEnvironment(["LANG": "de_DE.UTF-8"]), "de-DE")
        XCTAssertEqual(TMDbLanguage.fromEnvironment(["LC_ALL": "pt_BR.utf8@x", "LANG": "de_DE.UTF-8"]), "pt-BR")
        XCTAssertEqual(TMDbLanguage.fromEnvironment(["LC_MESSAGES": "fr", "LANG": "de_DE"]), "fr")
        XCTAssertEqual(TMDbLanguage.fromEnvironment(["LANG": "C.UTF-8"]), "en-US")
        XCTAssertEqual(TMDbLanguage.fromEnvironment(["LANG": "POSIX"]), "en-US")
        XCTAssertEqual(TMDbLanguage.fromEnvironment([:]), "en-US")
    }

    func testQueryValuesArePercentEncoded() {
        let request = TMDbRequest(
            path: "/search/multi", query: [QueryItem("query", "Amélie & co/2?"), QueryItem("page", "1")])
        XCTAssertEqual(request.pathAndQuery, "/search/multi?query=Am%C3%A9lie%20%26%20co%2F2%3F&page=1")
    }

    func testRetryDelays() {
        let policy = RetryPolicy(maxAttempts: 3, baseDelay: 0.5, maxDelay: 8) { _ in }
        XCTAssertEqual(policy.delay(afterAttempt: 1, retryAfter: nil), 0.5)
        XCTAssertEqual(policy.delay(afterAttempt: 2, retryAfter: nil), 1.0)
        XCTAssertEqual(policy.delay(afterAttempt: 1, retryAfter: 3), 3)
        XCTAssertEqual(policy.delay(afterAttempt: 1, retryAfter: 3600), 8)
    }
}
