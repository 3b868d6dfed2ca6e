import Catalog
import Synchronization

/// Explore's For You computed ahead, while the window is being built: a heavy library's For You reads every
/// play and rating, the series being watched and 20 titles' recommendations before it can show, work that
/// would otherwise start only once Explore's page exists. The first load of Explore's For You takes the list
/// computed ahead; every later one (a refresh, a retry) computes it again.
public final class ForYouAhead: Sendable {
    private let computing = Mutex<Task<Fetched<ForYouList>, any Error>?>(nil)

    /// Nothing computed ahead yet.
    public init() {}

    /// Starts `load` on a worker thread, replacing a list computed ahead and not taken.
    func start(_ load: @escaping @Sendable () async throws -> Fetched<ForYouList>) {
        let task = Task.detached(priority: .userInitiated) { try await load() }
        computing.withLock { $0 = task }
    }

    /// The computation started ahead, once; nil when none was started or it was taken.
    func take() -> Task<Fetched<ForYouList>, any Error>? {
        computing.withLock { computing in
            defer { computing = nil }
            return computing
        }
    }
}
