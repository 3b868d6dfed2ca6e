import Catalog
import TMDb
import XCTest

@testable import GnomeIntegration

final class TokenValidatorTests: XCTestCase {
    func testAnAcceptedTokenIsSentAsABearerHeaderToConfiguration() async throws {
        let transport = RecordingTransport(status: 200, body: RecordingTransport.configurationBody)
        let result = await transport.validator().check(.token("eyJ.valid"))
        XCTAssertEqual(result, .valid)
        let request = try XCTUnwrap(transport.requests.first)
        XCTAssertEqual(request.path, "/configuration")
        XCTAssertEqual(request.headers["Authorization"], "Bearer eyJ.valid")
        XCTAssertFalse(request.pathAndQuery.contains("eyJ.valid"), "a token never goes into the URL")
    }

    func testA401IsARejection() async {
        let transport = RecordingTransport(status: 401, body: RecordingTransport.unauthorisedBody)
        let result = await transport.validator().check(.apiKey("0123456789abcdef0123456789abcdef"))
        XCTAssertEqual(result, .rejected)
    }

    func testNetworkFailureAndServerErrorsAreReportedAsUnreachable() async {
        let offline = await RecordingTransport(failure: CatalogError.offline).validator().check(.token("t"))
        XCTAssertEqual(offline, .unreachable(CatalogError.offline.userMessage))
        let server = await RecordingTransport(status: 503, body: "{}").validator().check(.token("t"))
        XCTAssertEqual(server, .unreachable(CatalogError.server(status: 503).userMessage))
    }

    func testTypedTextBecomesAKeyOrAToken() {
        XCTAssertNil(TokenValidator.credential(from: "  \n"))
        XCTAssertEqual(
            TokenValidator.credential(from: " 0123456789abcdef0123456789ABCDEF "),
            .apiKey("0123456789abcdef0123456789ABCDEF"))
        XCTAssertEqual(
            TokenValidator.credential(from: "eyJhbGciOiJIUzI1NiJ9.e30.sig\n"),
            .token("eyJhbGciOiJIUzI1NiJ9.e30.sig"))
    }

    func testContentLanguageFallsBackToTheLocale() {
        let german = ["LANG": "de_DE.UTF-8"]
        XCTAssertEqual(ContentLocale.tmdbLanguage(language: "", region: "", environment: german), "de-DE")
        XCTAssertEqual(ContentLocale.tmdbLanguage(language: "fr", region: "", environment: german), "fr")
        XCTAssertEqual(ContentLocale.tmdbLanguage(language: "", region: "AT", environment: german), "de-AT")
        XCTAssertEqual(ContentLocale.tmdbLanguage(language: "pt", region: "br", environment: german), "pt-BR")
        XCTAssertEqual(ContentLocale.tmdbLanguage(language: "", region: "", environment: ["LANG": "C"]), "en-US")
    }
}
