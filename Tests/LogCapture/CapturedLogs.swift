import CGLib
import Synchronization

/// Records the structured fields of every GLib log message of the test process (then hands it to GLib's
/// default writer), so tests see what `Log` wrote. GLib takes one writer per process: it is installed on
/// first use, for every test target of the process.
public enum CapturedLogs {
    private static let records = Mutex<[[String: String]]>([])

    /// Installs the writer (once); true once it is in place.
    public static let installed: Bool = {
        g_log_set_writer_func(
            { level, fields, count, userData in
                var record: [String: String] = [:]
                for index in 0..<Int(count) {
                    guard let field = fields?[index], let key = field.key, let value = field.value else { continue }
                    let text =
                        field.length < 0
                        ? String(cString: value.assumingMemoryBound(to: CChar.self))
                        : String(
                            decoding: UnsafeRawBufferPointer(start: value, count: Int(field.length)), as: UTF8.self)
                    record[String(cString: key)] = text
                }
                CapturedLogs.records.withLock { $0.append(record) }
                return g_log_writer_default(level, fields, count, userData)
            }, nil, nil)
        return true
    }()

    /// Every message so far, oldest first.
    public static func all() -> [[String: String]] {
        precondition(installed)
        return records.withLock { $0 }
    }

    /// How many messages were recorded so far: the start of a test's own messages (``messages(since:)``).
    public static var count: Int {
        precondition(installed)
        return records.withLock { $0.count }
    }

    /// The `MESSAGE` of every message recorded from `start` on.
    public static func messages(since start: Int) -> [String] {
        records.withLock { Array($0.dropFirst(start)) }.compactMap { $0["MESSAGE"] }
    }
}
