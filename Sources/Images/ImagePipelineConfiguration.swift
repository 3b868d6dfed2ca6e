import AppEnvironment
import Foundation
import Logging

/// Settings of an ``ImagePipeline``.
public struct ImagePipelineConfiguration: Sendable {
    /// Disk cache folder; nil for memory-only.
    public var cacheDirectory: URL?
    /// Disk cache cap in bytes (least recently used files are evicted).
    public var diskCapacity: Int
    /// Memory cache cap in bytes of decoded pixels (4 per pixel).
    public var memoryCapacity: Int
    /// Largest accepted image body.
    public var maxImageBytes: Int
    /// Largest accepted width or height in pixels.
    public var maxDimension: Int
    /// A URL that failed is not fetched again before this interval has passed.
    public var retryInterval: Duration
    /// Total time allowed per download.
    public var timeout: Duration
    /// The clock for the retry interval (tests inject one).
    public var now: @Sendable () -> ContinuousClock.Instant
    /// Debug lines (failed images) and warnings (unusable cache folder); never contains request headers.
    public var log: @Sendable (LogLevel, String) -> Void

    public init(
        cacheDirectory: URL? = ImagePipelineConfiguration.defaultCacheDirectory(),
        diskCapacity: Int = 256 << 20,
        memoryCapacity: Int = 96 << 20,
        maxImageBytes: Int = 20 << 20,
        maxDimension: Int = 8192,
        retryInterval: Duration = .seconds(60),
        timeout: Duration = .seconds(30),
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now },
        log: @escaping @Sendable (LogLevel, String) -> Void = ImagePipelineConfiguration.glibLog
    ) {
        self.cacheDirectory = cacheDirectory
        self.diskCapacity = diskCapacity
        self.memoryCapacity = memoryCapacity
        self.maxImageBytes = maxImageBytes
        self.maxDimension = maxDimension
        self.retryInterval = retryInterval
        self.timeout = timeout
        self.now = now
        self.log = log
    }

    /// `$XDG_CACHE_HOME/io.github.popcorn.Popcorn/images` (XDG_CACHE_HOME defaults to ~/.cache).
    public static func defaultCacheDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        URL(fileURLWithPath: UserFolders(environment: environment).images, isDirectory: true)
    }

    /// Logs through GLib (`Logging.Log`; debug lines show with `G_MESSAGES_DEBUG=Popcorn`).
    public static let glibLog: @Sendable (LogLevel, String) -> Void = { level, line in
        switch level {
        case .debug: Log.debug("images: \(line)")
        case .info: Log.info("images: \(line)")
        case .warning: Log.warning("images: \(line)")
        case .critical: Log.critical("images: \(line)")
        }
    }
}
