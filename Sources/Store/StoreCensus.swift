/// How many ``Store`` instances are alive (``Store/liveCount``), of any state and action types.
@MainActor
@usableFromInline
enum StoreCensus {
    @usableFromInline static var live = 0
}
