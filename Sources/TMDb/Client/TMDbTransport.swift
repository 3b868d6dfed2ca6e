import Foundation

/// Sends API requests somewhere: TMDb over libcurl, the demo catalog on disk, or a test double.
///
/// Throw `CatalogError` for failures with a known meaning (e.g. `.configuration` for a refused URL); any
/// other error counts as a network failure (offline) and is retried.
public protocol TMDbTransport: Sendable {
    func send(_ request: TMDbRequest) async throws -> TMDbResponse
}
