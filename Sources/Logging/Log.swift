import CGLib

/// Structured logging through GLib (`g_log_structured_array`), so messages reach stderr or the journal
/// like any GNOME app's (stderr only, see ``keepStandardOutputClean()``). Domain "Popcorn";
/// `G_MESSAGES_DEBUG=Popcorn` shows debug and info messages.
///
/// Never pass a credential (API token or key) in a message.
public enum Log {
    /// The GLib log domain of every message (`GLIB_DOMAIN` field).
    public static let domain = "Popcorn"

    /// Logs developer detail. The message is only built when debug output is enabled.
    public static func debug(
        _ message: @autoclosure () -> String,
        file: StaticString = #fileID, line: UInt = #line, function: StaticString = #function
    ) {
        write(.debug, message, file: file, line: line, function: function)
    }

    /// Logs normal operation worth recording (hidden unless `G_MESSAGES_DEBUG` selects the domain).
    public static func info(
        _ message: @autoclosure () -> String,
        file: StaticString = #fileID, line: UInt = #line, function: StaticString = #function
    ) {
        write(.info, message, file: file, line: line, function: function)
    }

    /// Logs a recoverable problem.
    public static func warning(
        _ message: @autoclosure () -> String,
        file: StaticString = #fileID, line: UInt = #line, function: StaticString = #function
    ) {
        write(.warning, message, file: file, line: line, function: function)
    }

    /// Logs a broken invariant. Note: `G_DEBUG=fatal-criticals` makes this abort, as for any GLib critical.
    public static func critical(
        _ message: @autoclosure () -> String,
        file: StaticString = #fileID, line: UInt = #line, function: StaticString = #function
    ) {
        write(.critical, message, file: file, line: line, function: function)
    }

    /// Sends every message GLib's default writer prints (Popcorn's, GTK's, GLib's) to standard error,
    /// debug and info included, never to standard output: `popcorn dump` prints exactly one JSON document
    /// there whatever `G_MESSAGES_DEBUG` says. Call before anything logs.
    public static func keepStandardOutputClean() {
        g_log_writer_default_set_use_stderr(1)
    }

    /// Whether a message of `level` would be shown by GLib's default writer (debug and info are dropped
    /// unless `G_MESSAGES_DEBUG` names the domain).
    public static func isEnabled(_ level: LogLevel) -> Bool {
        g_log_writer_default_would_drop(level.glibLevel, domain) == 0
    }

    /// Logs `message` at `level` with the code location as structured fields.
    public static func write(
        _ level: LogLevel, _ message: () -> String,
        file: StaticString, line: UInt, function: StaticString
    ) {
        if level == .debug || level == .info, !isEnabled(level) { return }
        let text = message()
        let lineText = String(line)
        let fileText = file.description
        let functionText = function.description
        domain.withCString { domainPtr in
            text.withCString { messagePtr in
                level.priority.withCString { priorityPtr in
                    fileText.withCString { filePtr in
                        lineText.withCString { linePtr in
                            functionText.withCString { functionPtr in
                                let fields = [
                                    field("GLIB_DOMAIN", domainPtr),
                                    field("MESSAGE", messagePtr),
                                    field("PRIORITY", priorityPtr),
                                    field("CODE_FILE", filePtr),
                                    field("CODE_LINE", linePtr),
                                    field("CODE_FUNC", functionPtr),
                                ]
                                fields.withUnsafeBufferPointer { buffer in
                                    g_log_structured_array(level.glibLevel, buffer.baseAddress, gsize(buffer.count))
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private static func field(_ key: StaticString, _ value: UnsafePointer<CChar>) -> GLogField {
        // String literals are stored NUL-terminated in static memory, so the pointer stays valid.
        GLogField(
            key: UnsafeRawPointer(key.utf8Start).assumingMemoryBound(to: CChar.self),
            value: UnsafeRawPointer(value), length: -1)
    }
}
