import Foundation
import HTTP
import TestServerSupport
import XCTest

/// TLS verification is always on: a server with a self-signed certificate is refused.
final class TLSVerificationTests: XCTestCase {
    func testSelfSignedCertificateIsRefused() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("popcorn-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tls = try SelfSignedCertificate(in: folder)
        let server = try TestServer(
            script: "Tests/Support/image_server.py", arguments: ["--tls", tls.certificate, tls.key])
        defer { server.stop() }
        do {
            _ = try await HTTPClient().send(HTTPRequest(url: "https://127.0.0.1:\(server.port)/echo"))
            XCTFail("a self-signed certificate was accepted")
        } catch let error as HTTPError {
            guard case .tls = error else { return XCTFail("\(error)") }
        }
    }
}
