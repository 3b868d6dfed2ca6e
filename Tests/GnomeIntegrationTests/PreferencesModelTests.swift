import Foundation
import TMDb
import XCTest

@testable import GnomeIntegration

@MainActor
final class PreferencesModelTests: XCTestCase {
    private var directory: String!
    private var changedCredentials: [TMDbCredential?] = []
    private var clearedCaches = 0
    private var clearedHistories = 0
    private var cacheBytes: Int64 = 12_300_000

    override func setUp() async throws {
        directory = NSTemporaryDirectory() + "popcorn-prefs-\(UUID().uuidString)"
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func model(
        validator: TokenValidator, failClearing: Bool = false,
        appliesImmediately: Bool = false, environment: [String: String] = [:]
    ) -> PreferencesModel {
        let bytes = cacheBytes
        let services = PreferencesServices(
            validateToken: { await validator.check($0) },
            imageCacheUsage: { bytes },
            clearImageCache: { @MainActor [weak self] in
                if failClearing { throw TokenStoreError.file("disk on fire") }
                self?.clearedCaches += 1
                self?.cacheBytes = 0
            },
            clearSearchHistory: { @MainActor [weak self] in self?.clearedHistories += 1 },
            credentialChanged: { [weak self] in self?.changedCredentials.append($0) },
            appliesCredentialImmediately: appliesImmediately)
        let settings = AppSettings(schemaID: "io.github.popcorn.NotInstalled", schemaDirectories: [])
        return PreferencesModel(
            settings: settings,
            tokenStore: TokenStore(fileDirectory: directory, useKeyring: false),
            services: services, environment: environment)
    }

    func testAnEnvironmentCredentialIsSaidToTakePrecedence() async {
        let prefs = model(
            validator: RecordingTransport(status: 200, body: "{}").validator(),
            environment: ["TMDB_API_TOKEN": "from-env"])
        XCTAssertTrue(prefs.environmentHasCredential)
        XCTAssertTrue(prefs.tokenStatus.message.hasPrefix("TMDB_API_TOKEN or TMDB_API_KEY is set"))
        XCTAssertFalse(
            model(validator: RecordingTransport(status: 200, body: "{}").validator()).environmentHasCredential)
    }

    func testAnAcceptedTokenIsSavedToA0600FileWithAVisibleNote() async throws {
        let transport = RecordingTransport(status: 200, body: RecordingTransport.configurationBody)
        let prefs = model(validator: transport.validator())
        XCTAssertFalse(prefs.hasSavedToken)
        XCTAssertEqual(prefs.tokenStatus.message, "No token saved: Popcorn shows its demo catalog.")

        await prefs.submitToken(" eyJ.accepted ")
        XCTAssertTrue(prefs.hasSavedToken)
        XCTAssertFalse(prefs.isCheckingToken)
        XCTAssertEqual(prefs.tokenStatus.tone, PreferencesModel.Tone.success)
        XCTAssertEqual(
            prefs.tokenStatus.message,
            "TMDb accepted the token. No keyring is available, so it is saved in \(directory!)/tmdb-token, readable only by you."
                + " Popcorn uses it from its next start.")
        let mode =
            try FileManager.default.attributesOfItem(atPath: directory + "/tmdb-token")[.posixPermissions] as? NSNumber
        XCTAssertEqual(mode?.intValue, 0o600)
        XCTAssertEqual(changedCredentials, [.token("eyJ.accepted")])

        let reopened = model(validator: transport.validator())
        XCTAssertTrue(reopened.hasSavedToken)
        XCTAssertTrue(reopened.tokenStatus.message.contains("readable only by you"))
    }

    func testARejectedOrUncheckedTokenIsNotSaved() async {
        let rejected = model(
            validator: RecordingTransport(status: 401, body: RecordingTransport.unauthorisedBody).validator())
        await rejected.submitToken("eyJ.wrong")
        XCTAssertEqual(rejected.tokenStatus.tone, PreferencesModel.Tone.error)
        XCTAssertTrue(rejected.tokenStatus.message.hasPrefix("TMDb rejected this token."))
        XCTAssertFalse(rejected.hasSavedToken)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/tmdb-token"))

        let offline = model(validator: RecordingTransport(status: 503, body: "{}").validator())
        await offline.submitToken("eyJ.maybe")
        XCTAssertTrue(offline.tokenStatus.message.hasPrefix("The token could not be checked: "))
        XCTAssertFalse(offline.hasSavedToken)

        await offline.submitToken("   ")
        XCTAssertEqual(offline.tokenStatus.message, "Enter a token first.")
        XCTAssertEqual(changedCredentials, [])
    }

    func testRemovingTheTokenForgetsItAndTellsTheApp() async {
        let prefs = model(
            validator: RecordingTransport(status: 200, body: RecordingTransport.configurationBody).validator(),
            appliesImmediately: true)
        await prefs.submitToken("eyJ.keep")
        XCTAssertFalse(prefs.tokenStatus.message.contains("next start"), "a live switch needs no restart note")
        prefs.removeToken()
        XCTAssertEqual(prefs.tokenStatus.message, "Token removed: Popcorn shows its demo catalog.")
        XCTAssertFalse(prefs.hasSavedToken)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/tmdb-token"))
        XCTAssertEqual(changedCredentials, [.token("eyJ.keep"), nil])
    }

    func testCacheUsageAndClearing() async {
        let prefs = model(validator: RecordingTransport(status: 200, body: "{}").validator())
        // GLib separates number and unit with a no-break space.
        XCTAssertEqual(prefs.cacheUsageText, "Limit: 256.0\u{00A0}MiB")
        await prefs.refreshCacheUsage()
        XCTAssertEqual(prefs.cacheUsageText, "Using 11.7\u{00A0}MiB of 256.0\u{00A0}MiB")
        await prefs.clearImageCache()
        XCTAssertEqual(clearedCaches, 1)
        XCTAssertEqual(prefs.lastConfirmation, "Image cache cleared")
        prefs.confirmationShown()
        XCTAssertNil(prefs.lastConfirmation)
        await prefs.clearSearchHistory()
        XCTAssertEqual(clearedHistories, 1)
        XCTAssertEqual(prefs.lastConfirmation, "Search history cleared")

        let failing = model(validator: RecordingTransport(status: 200, body: "{}").validator(), failClearing: true)
        await failing.clearImageCache()
        XCTAssertEqual(failing.lastConfirmation, "The image cache could not be cleared")
    }

    /// With the app's own token (the debug builds' stand-in here) nobody needs a token: the rows say so, and
    /// removing a saved token goes back to the app's, not to the demo.
    func testWithTheAppsOwnTokenNoTokenOfYourOwnIsNeeded() async throws {
        let builtIn = ["POPCORN_BUILTIN_TOKEN_FOR_TESTS": "eyJ.built-in"]
        let prefs = model(
            validator: RecordingTransport(status: 200, body: RecordingTransport.configurationBody).validator(),
            appliesImmediately: true, environment: builtIn)
        XCTAssertTrue(prefs.hasBuiltInToken)
        XCTAssertEqual(prefs.tokenStatus.message, "No token of your own is saved: Popcorn uses its own.")
        await prefs.submitToken("eyJ.mine")
        XCTAssertTrue(prefs.hasSavedToken)
        prefs.removeToken()
        XCTAssertEqual(prefs.tokenStatus.message, "Token removed: Popcorn uses its own.")
        XCTAssertEqual(changedCredentials, [.token("eyJ.mine"), nil])

        let without = model(validator: RecordingTransport(status: 200, body: "{}").validator())
        XCTAssertFalse(without.hasBuiltInToken)
        XCTAssertEqual(without.tokenStatus.message, "No token saved: Popcorn shows its demo catalog.")
    }
}
