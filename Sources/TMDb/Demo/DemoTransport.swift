import Catalog
import Foundation

/// Answers TMDb API requests from the demo catalog on disk (`data/demo`), so demo mode goes through the
/// same client, DTO decoding and error mapping as the real API (and the same request spans, without a
/// server). The catalog is read on the first request.
///
/// The folder comes from the app's data locations (`DataLocations.demoCatalogDirectory`); pair the client
/// with `TMDbImageConfiguration.demo(directory:)` (or ask `/configuration`) for its `file://` artwork.
public actor DemoTransport: TMDbTransport {
    /// The demo catalog folder (holding `api/` and `images/`).
    public nonisolated let directory: String
    private var catalog: DemoCatalog?

    public init(directory: String) {
        self.directory = directory
    }

    /// Throws `CatalogError.configuration` when the catalog folder is missing or unreadable.
    public func send(_ request: TMDbRequest) async throws -> TMDbResponse {
        try await request.traced(path: request.path, server: nil, transport: "demo") {
            try Task.checkCancellation()
            if catalog == nil {
                catalog = try DemoCatalog.load(directory: directory)
            }
            guard let catalog else { throw CatalogError.configuration("The demo catalog could not be read.") }
            return catalog.respond(to: request)
        }
    }
}
