import Foundation
import PopcornTracing

/// Keeps every exported span in memory, in the order they ended.
final class RecordingExporter: SpanExporter, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [FinishedSpan] = []

    func export(_ span: FinishedSpan) {
        lock.withLock { recorded.append(span) }
    }

    func flush() async {}

    var spans: [FinishedSpan] { lock.withLock { recorded } }

    /// The one span named `name`.
    func span(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> FinishedSpan? {
        let matching = spans.filter { $0.name == name }
        return matching.count == 1 ? matching[0] : nil
    }
}

/// Whether `text` is `count` lower-case hex digits.
func isHex(_ text: String, count: Int) -> Bool {
    text.count == count && text.allSatisfy { $0.isHexDigit && !$0.isUppercase }
}
