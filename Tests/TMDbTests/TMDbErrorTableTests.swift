import Catalog
import Foundation
import HTTP
import TestServerSupport
import XCTest

@testable import TMDb

/// Every code of TMDb's errors table (https://developer.themoviedb.org/docs/errors), read from the one copy
/// the fake server answers from (Tests/Support/tmdb_errors.json), sent by the fake server over real HTTP with
/// the table's HTTP status and body: the error the user sees, whether it was retried, and its message.
final class TMDbErrorTableTests: XCTestCase {
    private struct Entry: Decodable {
        let code: Int
        let status: Int
        let message: String
    }

    private struct Table: Decodable {
        let errors: [Entry]
    }

    /// What each code must become, written out here (not computed by the code under test).
    private enum Expected: Equatable {
        case unauthorised, notFound, rateLimited, server, refused, notApproved, expired, denied, decoding

        static func of(_ code: Int) -> Expected? {
            switch code {
            case 3, 7, 10, 14, 30, 31, 32, 35, 36, 38, 39, 45: .unauthorised
            case 6, 34, 37, 44: .notFound
            case 25: .rateLimited
            case 9, 11, 15, 24, 43, 46: .server
            case 2, 4, 5, 8, 18, 19, 20, 22, 23, 26, 27, 28, 29, 42, 47: .refused
            case 41: .notApproved
            case 33: .expired
            case 16, 17: .denied
            // Success codes and the table's informational 200s carry no movie: the body does not decode.
            case 1, 12, 13, 21, 40: .decoding
            default: nil
            }
        }

        var kindName: String {
            switch self {
            case .unauthorised: "unauthorised"
            case .notFound: "notFound"
            case .rateLimited: "rateLimited"
            case .server: "server"
            case .refused: "refused"
            case .notApproved, .expired, .denied: "signIn"
            case .decoding: "decoding"
            }
        }

        var isRetried: Bool { self == .rateLimited || self == .server }

        func message(code: Int) -> String {
            switch self {
            case .unauthorised: "The TMDb credential was rejected. Check the API token in Preferences."
            case .notFound: "This page does not exist on TMDb."
            case .rateLimited: "TMDb is receiving too many requests. Try again in a moment."
            case .server: "TMDb is having problems right now. Try again later."
            case .refused: "TMDb refused the request (TMDb error \(code))."
            case .notApproved: "The sign-in has not been approved on TMDb yet."
            case .expired: "The sign-in request expired. Start again."
            case .denied: "TMDb denied the sign-in. Start again to try once more."
            case .decoding: "TMDb sent a response Popcorn could not read."
            }
        }
    }

    private func table() throws -> [Entry] {
        let url = TestServer.repositoryRoot.appendingPathComponent("Tests/Support/tmdb_errors.json")
        return try JSONDecoder().decode(Table.self, from: Data(contentsOf: url)).errors
    }

    func testTheTableHasTMDbsFortySevenCodesEachWithAnExpectation() throws {
        let codes = try table().map(\.code)
        XCTAssertEqual(codes, Array(1...47))
        XCTAssertEqual(codes.filter { Expected.of($0) == nil }, [])
        let unapproved = try XCTUnwrap(table().first { $0.code == 41 })
        XCTAssertEqual(unapproved.status, 422)
        XCTAssertEqual(unapproved.message, "This request token hasn't been approved by the user.")
    }

    func testEveryCodeAnsweredOverHTTPBecomesTheRightErrorRetriedOnlyWhenWorthIt() async throws {
        let server = try TestServer(script: "Tests/Support/fake_tmdb.py")
        defer { server.stop() }
        let endpoint = try TMDbEndpoint(baseURL: "\(server.baseURL)/3")
        let http = HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: endpoint.urlPolicy))
        for entry in try table() {
            let expected = try XCTUnwrap(Expected.of(entry.code))
            let movieID = 9000 + entry.code
            _ = try server.get("/__fault?path=/3/movie/\(movieID)&spec=tmdb:\(entry.code)")
            let sleeps = RecordedSleeps()
            let client = TMDbClient(
                transport: HTTPTMDbTransport(baseURL: endpoint.baseURL, client: http),
                credential: .token("t"), retry: sleeps.policy)
            let failure: CatalogError
            do {
                _ = try await client.fetch(MovieResource(id: movieID))
                XCTFail("code \(entry.code): a movie was read from TMDb's status answer")
                continue
            } catch {
                failure = error
            }
            let context = "code \(entry.code) (HTTP \(entry.status))"
            XCTAssertEqual(failure.kindName, expected.kindName, context)
            XCTAssertEqual(failure.isRetryable, expected.isRetried, context)
            XCTAssertEqual(sleeps.values.count, expected.isRetried ? 2 : 0, "\(context): retries")
            XCTAssertEqual(failure.userMessage, expected.message(code: entry.code), context)
            switch (expected, failure) {
            case (.notApproved, .signIn(.notApproved)), (.expired, .signIn(.expired)), (.denied, .signIn(.denied)):
                break
            case (.notApproved, _), (.expired, _), (.denied, _):
                XCTFail("\(context): \(failure)")
            default:
                break
            }
        }
    }

    func testAnErrorAnsweredWithStatus200IsTheErrorNotAnEmptyAnswer() async throws {
        let server = try TestServer(script: "Tests/Support/fake_tmdb.py")
        defer { server.stop() }
        let endpoint = try TMDbEndpoint(baseURL: "\(server.baseURL)/3")
        let http = HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: endpoint.urlPolicy))
        let client = TMDbClient(
            transport: HTTPTMDbTransport(baseURL: endpoint.baseURL, client: http),
            credential: .token("t"), retry: RecordedSleeps().policy)
        _ = try server.post(
            "/__control",
            [
                "path": "/3/find/tt0000001", "spec": "body:200x1",
                "body": #"{"success": false, "status_code": 34, "status_message": "x"}"#,
            ])
        do {
            _ = try await client.fetch(ExternalIDResource(imdbID: "tt0000001"))
            XCTFail("an error body was read as an answer")
        } catch {
            XCTAssertEqual(error, .notFound)
        }
    }

    func testRetryAfterAsAnHTTPDateIsHonoured() {
        let now = Date(timeIntervalSince1970: 784_111_770)  // Sun, 06 Nov 1994 08:49:30 GMT
        XCTAssertEqual(RetryAfter.seconds("Sun, 06 Nov 1994 08:49:37 GMT", now: now), 7)
        XCTAssertEqual(RetryAfter.seconds("Sun, 06 Nov 1994 08:49:00 GMT", now: now), 0, "a past date: no wait")
        XCTAssertEqual(RetryAfter.seconds(" 12 ", now: now), 12)
        XCTAssertNil(RetryAfter.seconds("Sun, 31 Feb 1994 08:49:37 GMT", now: now), "an impossible date")
        XCTAssertNil(RetryAfter.seconds("Sunday, 06-Nov-94 08:49:37 GMT", now: now), "only IMF-fixdate")
        XCTAssertNil(RetryAfter.seconds("soon", now: now))
        XCTAssertEqual(RetryAfter.date("Thu, 01 Jan 1970 00:00:00 GMT"), 0)
        XCTAssertEqual(RetryAfter.date("Tue, 29 Feb 2000 12:00:00 GMT"), 951_825_600)
    }

    func testRateLimitWithAnHTTPDateWaitsUntilThen() async {
        let date = Date().addingTimeInterval(5)
        let formatted = Self.imfFixdate(date)
        let transport = ScriptedTransport([
            .respond(429, ["Retry-After": formatted], #"{"status_code": 25}"#),
            .respond(200, [:], #"{"id": 1, "title": "Fine"}"#),
        ])
        let sleeps = RecordedSleeps()
        let client = TMDbClient(transport: transport, credential: .token("t"), retry: sleeps.policy)
        let movie = try? await client.fetch(MovieResource(id: 1))
        XCTAssertEqual(movie?.title, "Fine")
        XCTAssertEqual(sleeps.values.count, 1)
        XCTAssertTrue((4...6).contains(sleeps.values.first ?? 0), "waited \(sleeps.values)")
    }

    func testARedirectIsNotFollowedAndSaysSo() async {
        let transport = ScriptedTransport([.respond(301, ["Location": "https://example.com/"], "")])
        let client = TMDbClient(transport: transport, credential: .token("t"), retry: RecordedSleeps().policy)
        do {
            _ = try await client.fetch(MovieResource(id: 1))
            XCTFail("a redirect was read as a movie")
        } catch {
            let failure = error
            XCTAssertEqual(failure, .server(status: 301))
            XCTAssertEqual(
                failure.userMessage,
                "TMDb answered with a redirect, which Popcorn does not follow. Check the TMDb API address.")
            XCTAssertEqual(transport.requests.count, 1, "a redirect is not retried")
        }
    }

    private static func imfFixdate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
