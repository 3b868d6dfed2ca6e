import Catalog
import Foundation
import GnomeIntegration
import HTTP
import TMDb
import TestServerSupport
import XCTest

/// The token check over the real libcurl transport against the fake TMDb server.
final class TokenValidatorServerTests: XCTestCase {
    private func validator(_ server: TestServer) throws -> TokenValidator {
        let endpoint = try TMDbEndpoint(baseURL: server.baseURL + "/3")
        let client = HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: endpoint.urlPolicy))
        let transport = HTTPTMDbTransport(baseURL: endpoint.baseURL, client: client)
        return TokenValidator { TMDbClient(transport: transport, credential: $0, retry: RetryPolicy(maxAttempts: 1)) }
    }

    func testTheServerDecidesWhichTokenIsValid() async throws {
        let server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "right-token"])
        defer { server.stop() }
        let check = try validator(server)
        let accepted = await check.check(.token("right-token"))
        XCTAssertEqual(accepted, .valid)
        let rejected = await check.check(.token("wrong-token"))
        XCTAssertEqual(rejected, .rejected)
        let key = await check.check(.apiKey("right-token"))
        XCTAssertEqual(key, .valid, "a v3 key travels as api_key")
        let log = try JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any] ?? [:]
        XCTAssertEqual((log["perPath"] as? [String: Int])?["/3/configuration"], 3)
        let authorizations = (log["requests"] as? [[String: Any]] ?? []).compactMap { $0["authorization"] as? String }
        XCTAssertEqual(authorizations.filter { $0 == "Bearer right-token" }.count, 1)
    }

    func testAnUnreachableServerIsReportedAsOffline() async throws {
        let server = try TestServer(script: "Tests/Support/fake_tmdb.py")
        let check = try validator(server)
        server.stop()
        let result = await check.check(.token("any"))
        XCTAssertEqual(result, .unreachable(CatalogError.offline.userMessage))
    }
}
