/// Counters kept by an ``ImagePipeline``, for callers measuring how loads were answered.
public struct ImagePipelineStatistics: Sendable, Hashable {
    /// Loads answered from the memory cache.
    public var memoryHits = 0
    /// Loads answered from the disk cache.
    public var diskHits = 0
    /// Disk cache lookups (file reads attempted).
    public var diskLookups = 0
    /// Downloads that completed with a valid image.
    public var downloads = 0
    /// Body bytes of those downloads.
    public var bytesDownloaded = 0
    /// Loads that joined a download already in flight.
    public var coalesced = 0
    /// Downloads cancelled because every waiter went away.
    public var cancelledDownloads = 0
    /// Loads that failed (bad input, transfer error, recently failed).
    public var failures = 0
    /// Cached files that failed to decode and were deleted.
    public var corruptCacheFiles = 0
}
