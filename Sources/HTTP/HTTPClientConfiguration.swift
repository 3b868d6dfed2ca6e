/// Settings shared by every request of one ``HTTPClient``.
public struct HTTPClientConfiguration: Sendable {
    /// Sent as `User-Agent`.
    public var userAgent: String
    /// Which URLs may be fetched.
    public var urlPolicy: URLPolicy
    /// Time allowed to establish a connection.
    public var connectTimeout: Duration
    /// Total time allowed per transfer unless the request sets its own.
    public var defaultTimeout: Duration
    /// A transfer slower than this many bytes per second for `lowSpeedTime` is aborted (timeout).
    public var lowSpeedLimit: Int
    public var lowSpeedTime: Duration
    /// Transfers running at once per host; more queue by priority (highest first, then FIFO).
    public var maxConcurrentPerHost: Int
    /// Receives one line per finished transfer (method, redacted URL, outcome). Headers are never logged.
    public var log: (@Sendable (String) -> Void)?

    public init(
        userAgent: String = HTTPClientConfiguration.userAgent(version: "0.1.0"),
        urlPolicy: URLPolicy = .strict,
        connectTimeout: Duration = .seconds(10),
        defaultTimeout: Duration = .seconds(30),
        lowSpeedLimit: Int = 64,
        lowSpeedTime: Duration = .seconds(15),
        maxConcurrentPerHost: Int = 6,
        log: (@Sendable (String) -> Void)? = nil
    ) {
        self.userAgent = userAgent
        self.urlPolicy = urlPolicy
        self.connectTimeout = connectTimeout
        self.defaultTimeout = defaultTimeout
        self.lowSpeedLimit = lowSpeedLimit
        self.lowSpeedTime = lowSpeedTime
        self.maxConcurrentPerHost = maxConcurrentPerHost
        self.log = log
    }

    /// "Popcorn/<version> (io.github.popcorn.Popcorn)".
    public static func userAgent(version: String) -> String {
        "Popcorn/\(version) (io.github.popcorn.Popcorn)"
    }
}

extension Duration {
    /// Whole milliseconds, at least 1 for positive durations.
    var milliseconds: Int {
        let (seconds, attoseconds) = components
        let ms = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return ms == 0 && attoseconds > 0 ? 1 : Int(ms)
    }
}
