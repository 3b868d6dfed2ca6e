import Foundation
import HTTP
import Images
import InMemoryTracing
import TestServerSupport
import Tracing
import XCTest

/// Every image load is a span `image` whose `popcorn.image.source` says where the image came from.
final class ImageSpanTests: XCTestCase {
    private var server: TestServer!
    private var folder: TemporaryFolder!
    private let tracer = InMemoryTracer()

    override func setUpWithError() throws {
        server = try TestServer(script: "Tests/Support/image_server.py")
        folder = try TemporaryFolder()
    }

    override func tearDown() {
        server.stop()
        folder = nil
    }

    private func pipeline() -> ImagePipeline {
        ImagePipeline(http: makeLoopbackClient(), configuration: ImagePipelineConfiguration(cacheDirectory: folder.url))
    }

    private func sources() -> [SpanAttribute?] {
        tracer.finishedSpans.map { $0.attributes.get("popcorn.image.source") }
    }

    func testNetworkThenMemoryThenDisk() async throws {
        let url = server.baseURL + "/png/120x180/poster.png"
        let first = pipeline()
        try await withTracer(tracer) {
            _ = try await first.load(url)
            _ = try await first.load(url)
            _ = try await pipeline().load(url, priority: 0, fitting: PixelSize(width: 60, height: 90))
        }
        XCTAssertEqual(sources(), [.string("network"), .string("memory"), .string("disk")])
        let network = try XCTUnwrap(tracer.finishedSpans.first)
        XCTAssertEqual(network.operationName, "image")
        XCTAssertEqual(network.attributes.get("url.path"), .string("/png/120x180/poster.png"))
        XCTAssertEqual(network.attributes.get("server.address"), .string("127.0.0.1"))
        XCTAssertNotNil(network.attributes.get("http.response.body.size"))
        XCTAssertEqual(tracer.finishedSpans.last?.attributes.get("popcorn.image.fitting"), .string("60x90"))
    }

    func testAFailedLoadIsAnErrorSpan() async throws {
        let images = pipeline()
        try? await withTracer(tracer) {
            _ = try await images.load(server.baseURL + "/status/404")
        }
        let span = try XCTUnwrap(tracer.finishedSpans.first)
        XCTAssertEqual(span.status?.code, .error)
        XCTAssertEqual(span.errors.count, 1)
        XCTAssertNil(span.attributes.get("popcorn.image.source"))
    }
}
