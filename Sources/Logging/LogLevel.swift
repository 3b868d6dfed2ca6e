import CGLib

/// Severity of a log message, mapped to GLib log levels and syslog priorities.
public enum LogLevel: Sendable, CaseIterable {
    /// Developer detail; shown only with `G_MESSAGES_DEBUG=Popcorn` (or `all`).
    case debug
    /// Normal operation worth recording; shown only with `G_MESSAGES_DEBUG` like debug.
    case info
    /// Something went wrong but the app recovered (e.g. a missing schema, a failed request).
    case warning
    /// A programming error or a broken invariant; the app keeps running.
    case critical

    /// The GLib log level flag.
    var glibLevel: GLogLevelFlags {
        switch self {
        case .debug: G_LOG_LEVEL_DEBUG
        case .info: G_LOG_LEVEL_INFO
        case .warning: G_LOG_LEVEL_WARNING
        case .critical: G_LOG_LEVEL_CRITICAL
        }
    }

    /// The syslog priority carried in the journal's `PRIORITY` field.
    var priority: String {
        switch self {
        case .debug: "7"
        case .info: "6"
        case .warning: "4"
        case .critical: "3"
        }
    }
}
