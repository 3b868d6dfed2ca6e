import Catalog
import Foundation

/// Recent searches that are only read and written while the "search-history-enabled" setting is on.
/// `isEnabled` may be read from any thread; the main thread updates it when the setting changes.
public final class GatedRecentSearches: RecentSearchesRepository, @unchecked Sendable {
    private let base: any RecentSearchesRepository
    private let lock = NSLock()
    private var enabled: Bool

    /// Wraps `base`, starting `enabled` or not.
    public init(base: any RecentSearchesRepository, enabled: Bool) {
        self.base = base
        self.enabled = enabled
    }

    /// Whether searches are remembered.
    public var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
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
