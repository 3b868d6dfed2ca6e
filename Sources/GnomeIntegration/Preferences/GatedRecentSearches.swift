import Catalog
import Synchronization

/// Recent searches that are only read and written while the "search-history-enabled" setting is on.
/// `isEnabled` may be read from any thread; the main thread updates it when the setting changes.
public final class GatedRecentSearches: RecentSearchesRepository, Sendable {
    private let base: any RecentSearchesRepository
    private let enabled: Mutex<Bool>

    /// Wraps `base`, starting `enabled` or not.
    public init(base: any RecentSearchesRepository, enabled: Bool) {
        self.base = base
        self.enabled = Mutex(enabled)
    }

    /// Whether searches are remembered.
    public var isEnabled: Bool {
        get { enabled.withLock { $0 } }
        set { enabled.withLock { $0 = newValue } }
    }

    public func recentSearches() async -> [String] {
        isEnabled ? await base.recentSearches() : []
    }

    public func save(_ searches: [String]) async {
        guard isEnabled else { return }
        await base.save(searches)
    }

    /// Forgets every recent search, whatever the setting.
    public func clear() async {
        await base.save([])
    }
}
