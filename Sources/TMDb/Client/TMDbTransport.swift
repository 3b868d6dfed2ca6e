import Foundation

/// Sends API requests somewhere: TMDb over libcurl, the demo catalog on disk, or a test double.
///
/// Throw `CatalogError` (`HTTPTMDbTransport.map` is the one mapping of libcurl's failures to it: network
/// failures are `.offline`, and retried) or `CancellationError`. Any other error is mapped by the one rule
/// for untyped errors, `CatalogError(_:)`: `.storage`, not retried.
public protocol TMDbTransport: Sendable {
    func send(_ request: TMDbRequest) async throws -> TMDbResponse
}
