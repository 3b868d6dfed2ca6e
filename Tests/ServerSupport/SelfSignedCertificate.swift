import Foundation

/// A throwaway self-signed certificate for 127.0.0.1 (made with `openssl`), for TLS servers of tests.
public struct SelfSignedCertificate {
    public let certificate: String
    public let key: String

    /// Writes the certificate and its key into `folder`.
    public init(in folder: URL) throws {
        certificate = folder.appendingPathComponent("cert.pem").path
        key = folder.appendingPathComponent("key.pem").path
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        openssl.arguments = [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
            "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", certificate,
        ]
        openssl.standardOutput = FileHandle.nullDevice
        openssl.standardError = FileHandle.nullDevice
        try openssl.run()
        openssl.waitForExit()
        guard openssl.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
