import Catalog
import Synchronization
import TMDb
import Tracing

/// The catalog of the feature tests, for every resource: canned answers by resource
/// (`catalog.answer(MovieResource(id: 1), with: Fetched(movie))`), every read recorded; a resource without an
/// answer is `.notFound`. Each read is a span `repository <name>`, as the real one's. A new resource needs
/// nothing here.
final class FakeCatalog: CatalogReader {
    typealias Remote = TMDbClient

    /// A ``Stub`` per resource type.
    private let stubs = Mutex<[ObjectIdentifier: any Sendable]>([:])

    /// The answers and calls of `Resource`.
    func stub<Resource: CatalogResource>(_ type: Resource.Type) -> Stub<Resource, Fetched<Resource.Value>> {
        stubs.withLock { stubs in
            if let stub = stubs[ObjectIdentifier(type)] as? Stub<Resource, Fetched<Resource.Value>> { return stub }
            let stub = Stub<Resource, Fetched<Resource.Value>>()
            stubs[ObjectIdentifier(type)] = stub
            return stub
        }
    }

    func answer<Resource: CatalogResource>(_ resource: Resource, with value: Fetched<Resource.Value>) {
        stub(Resource.self).answer(resource, with: value)
    }

    func fail<Resource: CatalogResource>(_ resource: Resource, with error: CatalogError) {
        stub(Resource.self).fail(resource, with: error)
    }

    /// Reads of `resource` wait until ``release(_:)``.
    func hold<Resource: CatalogResource>(_ resource: Resource) {
        stub(Resource.self).hold(resource)
    }

    func release<Resource: CatalogResource>(_ resource: Resource) {
        stub(Resource.self).release(resource)
    }

    /// The reads of `Resource`, in order.
    func calls<Resource: CatalogResource>(_ type: Resource.Type) -> [Resource] {
        stub(type).calls
    }

    nonisolated(nonsending) func read<Resource: CatalogResource>(_ resource: Resource) async throws(CatalogError)
        -> Fetched<Resource.Value> where Resource.Remote == TMDbClient
    {
        do {
            return try await withSpan("repository \(Resource.name)") { _ in try await stub(Resource.self).call(resource)
            }
        } catch {
            throw CatalogError(error)
        }
    }

    nonisolated(nonsending) func read<Resource: BatchedCatalogResource>(all resources: [Resource])
        async throws(CatalogError) -> [Fetched<Resource.Value>] where Resource.Remote == TMDbClient
    {
        var values: [Fetched<Resource.Value>] = []
        for resource in resources { values.append(try await read(resource)) }
        return values
    }

    nonisolated(nonsending) func read<Resource: CatalogResource, Part: Decodable & Sendable>(
        _ part: (Resource.Value) -> Part, of resource: Resource
    ) async throws(CatalogError) -> Part where Resource.Remote == TMDbClient {
        part(try await read(resource).value)
    }
}
