import Foundation
import Glibc

/// A TCP socket on 127.0.0.1 that listens and never accepts: the kernel completes the handshake of a
/// connection, then nothing is ever read or answered (a TLS handshake stalls forever).
final class SilentListener {
    let port: Int
    private let socket: Int32

    init() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(socket, generic, length) == 0 && listen(socket, 16) == 0
                    && getsockname(socket, generic, &length) == 0
            }
        }
        guard bound else {
            close(socket)
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
        self.socket = socket
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close(socket) }
}
