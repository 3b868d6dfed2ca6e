import Catalog
import Store

/// What a screen (or one section of it) shows: nothing yet, a spinner, its content, an explicit empty
/// state (list screens), or an error.
public enum ViewState<Content> {
    /// Nothing requested yet.
    case initial
    /// Loading; show a spinner.
    case loading
    /// Loaded. `isStale` is true when the content is an expired cache entry shown because the network
    /// failed: show the offline banner.
    case ready(Content, isStale: Bool)
    /// Loaded, and there is nothing to show (list screens).
    case empty
    /// Failed; show the message, and a Retry button when `isRetryable`.
    case error(ErrorInfo)

    /// The content when ready.
    public var content: Content? {
        if case .ready(let content, _) = self { return content }
        return nil
    }

    /// Whether the content is an expired cache entry (offline banner).
    public var isStale: Bool {
        if case .ready(_, let isStale) = self { return isStale }
        return false
    }

    /// Whether a spinner should show.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// The error when failed.
    public var error: ErrorInfo? {
        if case .error(let info) = self { return info }
        return nil
    }

    /// The same state with its content transformed.
    public func map<Other>(_ transform: (Content) -> Other) -> ViewState<Other> {
        switch self {
        case .initial: .initial
        case .loading: .loading
        case .ready(let content, let isStale): .ready(transform(content), isStale: isStale)
        case .empty: .empty
        case .error(let info): .error(info)
        }
    }
}

extension ViewState {
    /// A live list's latest items: ready (stale when any came from an expired cache entry), `.empty`, or
    /// the error when nothing could be loaded because of `failure`.
    public static func list<Item>(_ items: [Item], isStale: Bool, failure: CatalogError?) -> ViewState
    where Content == [Item] {
        if items.isEmpty, let failure { return .error(ErrorInfo(failure)) }
        return items.isEmpty ? .empty : .ready(items, isStale: isStale)
    }
}

extension ViewState {
    /// A live list's answer to its page appearing (`retrying` false: the spinner the first time, what is shown
    /// otherwise) and to Retry after an error (`retrying` true: the spinner again): `observe()`, which (re)starts
    /// following its source; nothing when Retry finds no error to retry.
    public mutating func follow<Action>(retrying: Bool, _ observe: () -> Effect<Action>) -> Effect<Action> {
        switch (retrying, self) {
        case (false, .initial), (true, .error): self = .loading
        case (false, _): break
        case (true, _): return .none
        }
        return observe()
    }
}

extension ViewState: Equatable where Content: Equatable {}
extension ViewState: Sendable where Content: Sendable {}
