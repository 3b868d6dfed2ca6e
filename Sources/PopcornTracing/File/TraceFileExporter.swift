import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes one JSON object per line per finished span to a file (`POPCORN_TRACE=FILE`), appending, so
/// several processes may share one file:
///
///     {"attributes": {…}, "endTime": …, "events": [{"attributes", "name", "time"}], "kind": "internal",
///      "name": …, "parentSpanId": "…" | null, "spanId": "…", "startTime": …, "status": "ok" | "error",
///      "traceId": "…"}
///
/// Times are Unix nanoseconds; ids are W3C hex. Lines are written on a queue of their own.
public final class TraceFileExporter: SpanExporter, Sendable {
    /// The file could not be opened.
    public struct OpenError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot open \(path): \(reason)" }
    }

    private let descriptor: Int32
    private let queue = DispatchQueue(label: "io.github.popcorn.Popcorn.trace-file")
    /// Used on `queue` only.
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// Opens (or creates, mode 0600) `path` for appending.
    public init(path: String) throws {
        descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw OpenError(path: path, reason: String(cString: strerror(errno))) }
    }

    deinit {
        close(descriptor)
    }

    public func export(_ span: FinishedSpan) {
        queue.async { [self] in
            guard var line = try? encoder.encode(TraceFileLine(span: span)) else { return }
            line.append(UInt8(ascii: "\n"))
            write(line)
        }
    }

    public func flush() async {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume() }
        }
    }

    private func write(_ data: Data) {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
