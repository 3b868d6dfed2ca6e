import Catalog
import Features
import Foundation
import GnomeIntegration
import XCTest

@testable import PopcornApp

/// Issue 39: the Library's "On My Services" filter reads Preferences' services when it filters, not when the
/// catalog was built.
final class LiveMyServicesTests: XCTestCase {
    private let home = NSTemporaryDirectory() + "popcorn-myservices-\(UUID().uuidString)"

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: home)
    }

    @MainActor
    func testChangingMyServicesChangesTheOnMyServicesFilterWithoutARestart() async throws {
        let environment = ["HOME": home, "XDG_CACHE_HOME": home + "/cache", "XDG_DATA_HOME": home + "/data"]
        let settings = AppSettings(schemaID: "io.github.popcorn.NotInstalled", schemaDirectories: [])
        let services = try CatalogServices.make(
            demo: true, settings: settings, tokenStore: TokenStore(fileDirectory: home + "/tokens", useKeyring: false),
            environment: environment)
        // The demo's movie 1 streams on Cinevault (provider 9003) in every region the demo has.
        try await services.library.add(.movie, id: 1)
        let route = try Route(parsing: "library/plan-to-watch?on_my_services=1")
        func shown() async -> String {
            await RouteTable.popcorn.dump(route, dependencies: services.dependencies).text
        }

        let before = await shown()
        XCTAssertFalse(before.contains("\"id\": 1,"), "no service chosen yet: \(before)")
        settings.myServices = [9003]
        XCTAssertEqual(services.dependencies.myServices(), [9003])
        let chosen = await shown()
        XCTAssertTrue(chosen.contains("\"id\": 1,"), "Cinevault chosen in Preferences: \(chosen)")
        settings.myServices = [8]
        let other = await shown()
        XCTAssertFalse(other.contains("\"id\": 1,"), "another service only: \(other)")
    }
}
