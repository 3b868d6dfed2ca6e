import AppEnvironment
import Foundation
import Glibc
import Localization

/// Where `popcorn export` and `popcorn calendar export` write: the FILE argument, or standard output when it
/// is `-`.
enum ExportTarget {
    /// A file, written whole or not at all (``AtomicFile``).
    case file(String)
    /// Standard output (`-`).
    case standardOutput

    init(_ argument: String) {
        self = argument == "-" ? .standardOutput : .file(argument)
    }

    /// Writes `bytes` there. Throws the path (or "standard output") and the system's reason when they
    /// cannot all be written (a full disk or device, a closed pipe).
    func write(_ bytes: [UInt8]) throws(AtomicFile.WriteError) {
        switch self {
        case .file(let path):
            try AtomicFile.write(bytes, to: path)
        case .standardOutput:
            var rest = bytes[...]
            while !rest.isEmpty {
                let written = rest.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
                if written < 0 {
                    if errno == EINTR { continue }
                    throw AtomicFile.WriteError(path: tr("standard output"), reason: String(cString: strerror(errno)))
                }
                rest = rest.dropFirst(written)
            }
        }
    }
}
