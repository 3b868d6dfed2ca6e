import Foundation
import TestServerSupport
import XCTest

/// `popcorn account login|status|logout` and `popcorn sync` against the fake TMDb server with its account
/// (`Tests/Support/fake_account.py`): the test approves the sign-in as the user would in the browser.
final class AccountSyncCLITests: XCTestCase {
    private var server: TestServer!
    private var popcorn: PopcornProcess!
    /// Every stdout and stderr the commands printed (the secret grep reads them).
    private var outputs: [String] = []

    override func setUpWithError() throws {
        server = try TestServer(script: "Tests/Support/fake_tmdb.py", arguments: ["--token", "app-token"])
        popcorn = try PopcornProcess.using(server, in: self)
    }

    override func tearDown() {
        server?.stop()
        super.tearDown()
    }

    private var credentialFile: String { popcorn.home + "/data/io.github.popcorn.Popcorn/tmdb-account" }

    @discardableResult
    private func run(_ arguments: String..., environment: [String: String] = [:]) throws -> PopcornProcess.Result {
        var process = popcorn!
        process.environment.merge(environment) { $1 }
        let result = try process.run(arguments)
        outputs += [result.stdout, result.stderr]
        return result
    }

    /// The fake account's state (`GET /__account`).
    private func account() throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: server.get("/__account")) as? [String: Any])
    }

    private func accountWatchlist() throws -> [String: [Int]] {
        try XCTUnwrap(account()["watchlist"] as? [String: [Int]])
    }

    private func accountRatings(_ kind: String) throws -> [String: Double] {
        let ratings = try XCTUnwrap(account()["ratings"] as? [String: [String: [String: Any]]])
        return (ratings[kind] ?? [:]).compactMapValues { $0["value"] as? Double }
    }

    /// Changes the account as TMDb's website would (`POST /__account`).
    private func changeAccount(_ change: [String: Any]) throws {
        _ = try server.post("/__account", change)
    }

    /// The library's watchlist (`popcorn watchlist list`) and ratings (a backup), as routes.
    private func library() throws -> (watchlist: Set<String>, ratings: [String: Int]) {
        let list = try run("watchlist", "list")
        XCTAssertEqual(list.status, 0, list.stderr)
        let backup = popcorn.home + "/backup-\(UUID().uuidString).json"
        XCTAssertEqual(try run("export", backup).status, 0)
        let contents = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: backup)))
                as? [String: Any])
        var ratings: [String: Int] = [:]
        for rating in contents["ratings"] as? [[String: Any]] ?? [] {
            ratings[rating["title"] as? String ?? ""] = rating["value"] as? Int
        }
        return (Set(list.lines), ratings)
    }

    /// What the user does with the approval page.
    private enum Decision {
        case approve, deny, ignore
        /// The request token passes its 15 minutes before the user decides.
        case expire
    }

    /// `popcorn account login`, deciding on the printed address as the user would in the browser, `after`
    /// seconds (while the command keeps asking TMDb, which answers 422 code 41 until then).
    @discardableResult
    private func login(
        approve: Bool = true, _ decision: Decision? = nil, after delay: Double = 0,
        timeout: String = "30"
    ) throws -> PopcornProcess.Result {
        let decision = decision ?? (approve ? .approve : .ignore)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PopcornProcess.executable)
        process.arguments = ["account", "login", "--timeout", timeout]
        process.environment = popcorn.environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        var printed = Data()
        while !String(decoding: printed, as: UTF8.self).contains("Waiting") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed.append(chunk)
        }
        let text = String(decoding: printed, as: UTF8.self)
        let prefix = server.baseURL + "/auth/access?request_token="
        let line = try XCTUnwrap(
            text.split(separator: "\n").first { $0.contains(prefix) }, "no approval address: \(text)")
        XCTAssertEqual(line.trimmingCharacters(in: .whitespaces).count, prefix.count + 32)
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
        let path = String(line.trimmingCharacters(in: .whitespaces).dropFirst(server.baseURL.count))
        switch decision {
        case .approve:
            XCTAssertEqual(String(decoding: try server.get(path), as: UTF8.self), "Approved")
        case .deny:
            let denial = path.replacingOccurrences(of: "/auth/access?", with: "/__account/deny?")
            XCTAssertEqual(String(decoding: try server.get(denial), as: UTF8.self), "Denied")
        case .expire:
            try changeAccount(["expireRequestTokens": true])
        case .ignore:
            break
        }
        printed.append(out.fileHandleForReading.readDataToEndOfFile())
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let result = PopcornProcess.Result(
            status: process.terminationStatus,
            stdout: String(decoding: printed, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
        outputs += [result.stdout, result.stderr]
        return result
    }

    // MARK: Tests

    func testLoginKeepsTheSignInInAPrivateFileAndStatusNamesTheAccount() throws {
        XCTAssertEqual(try run("account", "status").stdout, "Not signed in to TMDb.\n")
        let first = try login()
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("Signed in to TMDb as Popcorn Tester (popcorn-tester)."), first.stdout)
        XCTAssertTrue(first.stdout.contains("The sign-in is kept in \(credentialFile) (readable only by you)."))
        let attributes = try FileManager.default.attributesOfItem(atPath: credentialFile)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let saved = try String(contentsOfFile: credentialFile, encoding: .utf8)
        let state = try account()
        let accessToken = try XCTUnwrap((state["accessTokens"] as? [String])?.first)
        let session = try XCTUnwrap((state["sessions"] as? [String])?.first)
        XCTAssertTrue(saved.contains(accessToken) && saved.contains(session), "the file holds the granted sign-in")

        let status = try run("account", "status")
        XCTAssertEqual(status.lines, ["Signed in to TMDb as Popcorn Tester (popcorn-tester).", "Not synced yet."])
        XCTAssertEqual(try login().status, 0, "signing in again")
        let live = try XCTUnwrap(account()["accessTokens"] as? [String])
        XCTAssertEqual(live.count, 1, "the earlier sign-in was revoked")
        XCTAssertNotEqual(live.first, accessToken)
        XCTAssertEqual(try run("sync").status, 0)
        XCTAssertTrue(try run("account", "status").lines[1].hasPrefix("Last sync: "))
    }

    /// TMDb answers HTTP 422 with status_code 41 until the user approves
    /// (https://developer.themoviedb.org/docs/errors): the command keeps asking, then signs in.
    func testLoginKeepsAskingWhileTMDbSaysNotApprovedYet() throws {
        let login = try login(after: 5)
        XCTAssertEqual(login.status, 0, login.stderr)
        XCTAssertTrue(login.stdout.contains("Signed in to TMDb as Popcorn Tester (popcorn-tester)."), login.stdout)
        let requests = try XCTUnwrap(JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any])
        let polls = (requests["perPath"] as? [String: Int])?["/4/auth/access_token"] ?? 0
        XCTAssertGreaterThanOrEqual(polls, 3, "asked again after TMDb's 422/41")
        XCTAssertTrue(FileManager.default.fileExists(atPath: credentialFile))
    }

    func testAnExpiredSignInRequestStopsWithAClearMessageAndSavesNothing() throws {
        let login = try login(.expire, after: 1)
        XCTAssertEqual(login.status, 1)
        XCTAssertEqual(login.stderr, "popcorn account login: The sign-in request expired. Start again.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: credentialFile))
    }

    func testADeniedSignInStopsWithAClearMessageAndSavesNothing() throws {
        let login = try login(.deny, after: 1)
        XCTAssertEqual(login.status, 1)
        XCTAssertEqual(login.stderr, "popcorn account login: TMDb denied the sign-in. Start again to try once more.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: credentialFile))
    }

    func testLoginThatIsNeverApprovedTimesOutAndSavesNothing() throws {
        let login = try login(approve: false, timeout: "3")
        XCTAssertEqual(login.status, 1)
        XCTAssertTrue(login.stderr.contains("The sign-in was not approved in time."), login.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: credentialFile))
        XCTAssertEqual(try run("account", "status").stdout, "Not signed in to TMDb.\n")
    }

    func testTwoWaySyncWithAdditionsAndRemovalsOnBothSides() throws {
        XCTAssertEqual(try login().status, 0)
        XCTAssertEqual(try run("watchlist", "add", "movie/100").status, 0)
        XCTAssertEqual(try run("watchlist", "add", "tv/200").status, 0)
        XCTAssertEqual(try run("rate", "movie/100", "8").status, 0)
        XCTAssertEqual(try run("rate", "tv/200/season/1/episode/1", "7").status, 0)
        try changeAccount([
            "watchlist": ["movie": [550], "tv": [1399]],
            "ratings": [
                "tv": ["1399": ["value": 9.5, "created_at": "2026-11-20T10:00:00.000Z"]],
                "movie": ["550": ["value": 6.0, "created_at": "2026-11-20T10:00:00.000Z"]],
            ],
        ])

        let first = try run("sync")
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, "Synced with TMDb: 4 sent, 4 received.\n")
        XCTAssertEqual(try accountWatchlist(), ["movie": [100, 550], "tv": [200, 1399]])
        XCTAssertEqual(try accountRatings("movie"), ["100": 8, "550": 6])
        XCTAssertEqual(try accountRatings("episode"), ["200:1:1": 7])
        var local = try library()
        XCTAssertEqual(local.watchlist, ["movie/100", "movie/550", "tv/200", "tv/1399"])
        XCTAssertEqual(
            local.ratings, ["movie/100": 8, "movie/550": 6, "tv/1399": 10, "tv/200/season/1/episode/1": 7],
            "TMDb's 9.5 is Popcorn's 10")

        // Removals and changes on both sides.
        XCTAssertEqual(try run("watchlist", "remove", "movie/100").status, 0)
        XCTAssertEqual(try run("rate", "tv/200/season/1/episode/1", "--clear").status, 0)
        try changeAccount([
            "watchlist": ["movie": [100, 550], "tv": [200]],
            "ratings": [
                "movie": ["100": ["value": 8.0, "created_at": "2026-11-20T10:00:00.000Z"]],
                "tv": ["1399": ["value": 9.5, "created_at": "2026-11-20T10:00:00.000Z"]],
            ],
        ])
        let second = try run("sync")
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(second.stdout, "Synced with TMDb: 2 sent, 2 received.\n")
        XCTAssertEqual(try accountWatchlist(), ["movie": [550], "tv": [200]])
        XCTAssertEqual(try accountRatings("episode"), [:])
        XCTAssertEqual(try accountRatings("movie"), ["100": 8])
        local = try library()
        XCTAssertEqual(local.watchlist, ["movie/550", "tv/200"])
        XCTAssertEqual(local.ratings, ["movie/100": 8, "tv/1399": 10])

        XCTAssertEqual(try run("sync").stdout, "Synced with TMDb: 0 sent, 0 received.\n", "both sides agree")
    }

    func testEveryPageOfTheAccountIsRead() throws {
        XCTAssertEqual(try login().status, 0)
        let movies = Array(1...45)
        let ratings = Dictionary(
            uniqueKeysWithValues: (1...23).map {
                ("\($0)", ["value": 7.0, "created_at": "2026-11-20T10:00:00.000Z"] as [String: Any])
            })
        try changeAccount(["watchlist": ["movie": movies, "tv": []], "ratings": ["movie": ratings]])
        let sync = try run("sync")
        XCTAssertEqual(sync.status, 0, sync.stderr)
        XCTAssertEqual(sync.stdout, "Synced with TMDb: 0 sent, 68 received.\n")
        let local = try library()
        XCTAssertEqual(local.watchlist, Set(movies.map { "movie/\($0)" }), "three pages of 20")
        XCTAssertEqual(local.ratings.count, 23, "two pages of 20")
        let requests = try XCTUnwrap(JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any])
        let perPath = try XCTUnwrap(requests["perPath"] as? [String: Int])
        XCTAssertEqual(perPath["/4/account/5f1a2b3c4d5e6f7a8b9c0d1e/movie/watchlist"], 3)
        XCTAssertEqual(perPath["/4/account/5f1a2b3c4d5e6f7a8b9c0d1e/movie/rated"], 2)
    }

    func testChangesMadeOfflineAreQueuedAcrossRestartsAndSentLaterHonouring429() throws {
        XCTAssertEqual(try login().status, 0)
        XCTAssertEqual(try run("sync").status, 0)
        XCTAssertEqual(try run("watchlist", "add", "movie/101").status, 0)
        XCTAssertEqual(try run("rate", "movie/101", "4").status, 0)
        // Offline: nothing listens at the API address.
        let offline = try run("sync", environment: ["POPCORN_TMDB_API_URL": "http://127.0.0.1:9/3"])
        XCTAssertEqual(offline.status, 1)
        XCTAssertTrue(offline.stderr.contains("offline"), offline.stderr)
        XCTAssertEqual(
            try run("account", "status").lines.last, "2 changes waiting to be synced.",
            "the queue is in the library file, read by a new process")
        XCTAssertEqual(try accountWatchlist(), ["movie": [], "tv": []])

        // Back online, TMDb first asks to slow down: the write waits as Retry-After says and goes through.
        _ = try server.get("/__fault?path=/3/account/4242/watchlist&spec=ratelimit:1x1")
        let online = try run("sync")
        XCTAssertEqual(online.status, 0, online.stderr)
        XCTAssertEqual(online.stdout, "Synced with TMDb: 2 sent, 0 received.\n")
        let requests = try XCTUnwrap(JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any])
        XCTAssertEqual((requests["perPath"] as? [String: Int])?["/3/account/4242/watchlist"], 2, "429, then the retry")
        XCTAssertEqual(try accountWatchlist(), ["movie": [101], "tv": []])
        XCTAssertEqual(try accountRatings("movie"), ["101": 4])
        XCTAssertEqual(try run("account", "status").lines.count, 2, "nothing waits any more")
    }

    func testAMalformedAnswerFailsClearlyAndChangesNothing() throws {
        XCTAssertEqual(try login().status, 0)
        XCTAssertEqual(try run("watchlist", "add", "movie/100").status, 0)
        try changeAccount(["watchlist": ["movie": [550], "tv": []]])
        _ = try server.get("/__fault?path=/4/account/5f1a2b3c4d5e6f7a8b9c0d1e/tv/rated&spec=malformed")
        let sync = try run("sync")
        XCTAssertEqual(sync.status, 1)
        XCTAssertEqual(sync.stderr, "popcorn sync: TMDb sent a response Popcorn could not read.\n")
        XCTAssertEqual(try library().watchlist, ["movie/100"], "nothing was applied")
        XCTAssertEqual(try accountWatchlist(), ["movie": [550], "tv": []], "nothing was sent")
        XCTAssertEqual(try run("account", "status").lines.last, "1 change waiting to be synced.")
    }

    func testARatingChangedOnBothSidesKeepsTheNewerOne() throws {
        XCTAssertEqual(try login().status, 0)
        XCTAssertEqual(try run("rate", "movie/100", "5").status, 0)
        XCTAssertEqual(try run("rate", "movie/101", "5").status, 0)
        XCTAssertEqual(try run("sync").status, 0)
        XCTAssertEqual(try run("rate", "movie/100", "7").status, 0)
        XCTAssertEqual(try run("rate", "movie/101", "7").status, 0)
        // On the website: movie 100 changed after the change here, movie 101 before it.
        try changeAccount([
            "ratings": [
                "movie": [
                    "100": ["value": 9.0, "created_at": "2099-01-01T00:00:00.000Z"],
                    "101": ["value": 2.0, "created_at": "2001-01-01T00:00:00.000Z"],
                ]
            ]
        ])
        let sync = try run("sync")
        XCTAssertEqual(sync.status, 0, sync.stderr)
        XCTAssertEqual(try accountRatings("movie"), ["100": 9, "101": 7])
        XCTAssertEqual(try library().ratings, ["movie/100": 9, "movie/101": 7])
    }

    func testATokenRevokedMidSyncAsksToSignInAgainAndLosesNothing() throws {
        XCTAssertEqual(try login().status, 0)
        XCTAssertEqual(try run("watchlist", "add", "movie/100").status, 0)
        XCTAssertEqual(try run("watchlist", "add", "movie/101").status, 0)
        _ = try server.get("/__fault?path=/3/account/4242/watchlist&spec=revokex1")
        let revoked = try run("sync")
        XCTAssertEqual(revoked.status, 1)
        XCTAssertTrue(
            revoked.stderr.contains(
                "TMDb no longer accepts your sign-in (it expired or was revoked). "
                    + "Sign in again: popcorn account login"), revoked.stderr)
        let status = try run("account", "status")
        XCTAssertTrue(status.stdout.contains("Sign in again"), status.stdout)
        XCTAssertEqual(try library().watchlist, ["movie/100", "movie/101"], "nothing is lost")

        XCTAssertEqual(try login().status, 0)
        XCTAssertFalse(try run("account", "status").stdout.contains("Sign in again"))
        let sync = try run("sync")
        XCTAssertEqual(sync.status, 0, sync.stderr)
        XCTAssertEqual(try accountWatchlist(), ["movie": [100, 101], "tv": []])
    }

    func testLogoutRevokesTheSignInAndKeepsTheLibrary() throws {
        XCTAssertEqual(try login().status, 0)
        XCTAssertEqual(try run("watchlist", "add", "movie/100").status, 0)
        XCTAssertEqual(try run("sync").status, 0)
        let logout = try run("account", "logout")
        XCTAssertEqual(logout.stdout, "Signed out of TMDb. Your library stays in Popcorn.\n")
        XCTAssertEqual(try account()["accessTokens"] as? [String], [], "TMDb revoked the token")
        XCTAssertEqual(try account()["sessions"] as? [String], [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: credentialFile))
        XCTAssertEqual(try run("account", "status").stdout, "Not signed in to TMDb.\n")
        XCTAssertEqual(try library().watchlist, ["movie/100"])
        let sync = try run("sync")
        XCTAssertEqual(sync.status, 1)
        XCTAssertEqual(sync.stderr, "popcorn sync: Not signed in to TMDb. Sign in first: popcorn account login\n")
    }

    func testNoSecretAppearsInAnyFileOutputLogOrTraceOutsideItsFile() throws {
        let debug = ["G_MESSAGES_DEBUG": "all", "POPCORN_TRACE": popcorn.home + "/trace.jsonl"]
        popcorn.environment.merge(debug) { $1 }
        XCTAssertEqual(try login().status, 0)
        let state = try account()
        let secrets = try [
            XCTUnwrap((state["accessTokens"] as? [String])?.first),
            XCTUnwrap((state["sessions"] as? [String])?.first),
        ]
        XCTAssertEqual(try run("watchlist", "add", "movie/100").status, 0)
        XCTAssertEqual(try run("rate", "movie/100", "6").status, 0)
        try changeAccount(["watchlist": ["movie": [550], "tv": []]])
        let sync = try run("sync")
        XCTAssertEqual(sync.status, 0, sync.stderr)
        XCTAssertTrue(
            sync.stderr.contains("/3/account/4242/watchlist?session_id=REDACTED → 201"),
            "the debug log names the requests, redacted: \(sync.stderr)")
        XCTAssertEqual(try run("account", "status").status, 0)
        // The session id did travel in request URLs (TMDb's v3 requires it): the grep below is meaningful.
        let requests = try XCTUnwrap(JSONSerialization.jsonObject(with: server.get("/__requests")) as? [String: Any])
        let queries = (requests["requests"] as? [[String: Any]] ?? []).compactMap { $0["query"] as? [String: String] }
        XCTAssertTrue(queries.contains { $0["session_id"] == secrets[1] })

        var files = try FileManager.default.subpathsOfDirectory(atPath: popcorn.home)
            .map { popcorn.home + "/" + $0 }
            .filter { path in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
        let trace = try String(contentsOfFile: popcorn.home + "/trace.jsonl", encoding: .utf8)
        XCTAssertTrue(
            trace.contains("\"account sync\"") && trace.contains("/3/account/4242/watchlist"),
            "the sync and its requests are traced")
        XCTAssertTrue(files.contains { $0.hasSuffix("cache.sqlite") || $0.hasSuffix("library.sqlite") })
        files.removeAll { $0 == credentialFile }
        for secret in secrets {
            for file in files {
                let contents = try Data(contentsOf: URL(fileURLWithPath: file))
                XCTAssertNil(contents.firstRange(of: Data(secret.utf8)), "\(secret.prefix(3))… found in \(file)")
            }
            for output in outputs {
                XCTAssertFalse(output.contains(secret), "\(secret.prefix(3))… printed: \(output)")
            }
        }
        XCTAssertEqual(try run("account", "logout").status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: credentialFile), "signing out removes the last copy")
    }

    func testTheDemoCatalogAndAnAPIKeyCannotSignIn() throws {
        let demo = try run("--demo", "account", "login")
        XCTAssertEqual(demo.status, 1)
        XCTAssertTrue(demo.stderr.contains("the demo catalog has no accounts"), demo.stderr)
        let key = try run("account", "login", environment: ["TMDB_API_TOKEN": "", "TMDB_API_KEY": "app-token"])
        XCTAssertEqual(key.status, 1)
        XCTAssertTrue(key.stderr.contains("an API key cannot sign in"), key.stderr)
        XCTAssertEqual(try run("account", "login", "--timeout", "0").status, 2, "a bad argument is a usage error")
    }
}
