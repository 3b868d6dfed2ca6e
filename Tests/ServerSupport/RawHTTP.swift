import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A minimal blocking HTTP/1.0 GET or POST to 127.0.0.1, for reading and setting a test server's state
/// without the client under test.
enum RawHTTP {
    struct Failure: Error {
        let what: String
    }

    static func get(port: Int, path: String) throws -> Data {
        try exchange(port: port, method: "GET", path: path, body: Data())
    }

    /// POSTs `body` (JSON) to `path`; the response body.
    static func post(port: Int, path: String, body: Data) throws -> Data {
        try exchange(port: port, method: "POST", path: path, body: body)
    }

    private static func exchange(port: Int, method: String, path: String, body: Data) throws -> Data {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(what: "socket") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(what: "connect") }
        let head =
            "\(method) \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
            + (body.isEmpty ? "" : "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n") + "\r\n"
        let request = Array(head.utf8) + Array(body)
        guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, 0) }) == request.count else {
            throw Failure(what: "send")
        }
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            response.append(contentsOf: buffer[0..<count])
        }
        guard let end = response.firstRange(of: Data("\r\n\r\n".utf8)) else { throw Failure(what: "response") }
        return response[end.upperBound...]
    }
}
