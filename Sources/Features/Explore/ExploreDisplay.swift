import Catalog
import Localization

extension ExploreSectionID {
    /// The carousel's translated title.
    public var title: String {
        switch self {
        case .trendingMovies: tr("Trending Movies")
        case .popularMovies: tr("Popular Movies")
        case .discoverMovies: tr("Discover Movies")
        case .trendingTVSeries: tr("Trending TV Series")
        case .popularTVSeries: tr("Popular TV Series")
        case .trendingPeople: tr("Trending People")
        }
    }
}

/// What one Explore carousel shows.
public struct ExploreSectionDisplay: Equatable, Sendable, Identifiable {
    public let id: ExploreSectionID
    public let title: String
    /// Cards when ready; `.empty` shows "Nothing here right now"; `.error` shows the message + Retry.
    public let cards: ViewState<[MediaCard]>
    /// Shown by an empty section.
    public let emptyMessage: String

    public init(_ id: ExploreSectionID, _ state: ViewState<[MediaItem]>) {
        self.id = id
        title = id.title
        cards = state.map { $0.map(MediaCard.init) }
        emptyMessage = tr("Nothing here right now.")
    }
}

extension ExploreFeature.State {
    /// The carousels in display order.
    public var display: [ExploreSectionDisplay] {
        ExploreSectionID.allCases.map { ExploreSectionDisplay($0, self[$0]) }
    }
}

/// The one status page Explore shows instead of its carousels when TMDb rejected the credential (HTTP 401,
/// https://developer.themoviedb.org/docs/errors): one message and the way to fix it, not the same error
/// in every section.
public struct ExploreCredentialProblem: Equatable, Sendable {
    public let title = tr("TMDb Rejected the Token")
    public let description = tr(
        "TMDb did not accept the API token Popcorn uses, so nothing could be loaded. Enter a valid token in Preferences."
    )
    /// The button that opens Preferences.
    public let actionLabel = tr("_Open Preferences")
}

extension ExploreFeature.State {
    /// The status page to show instead of the carousels: when every section that finished failed because
    /// TMDb rejected the credential (the others are still loading); nil otherwise.
    public var credentialProblem: ExploreCredentialProblem? {
        let finished = sections.values.filter { state in
            switch state {
            case .initial, .loading: false
            case .ready, .empty, .error: true
            }
        }
        let rejected = finished.filter { $0.error?.kind == CatalogError.unauthorised.kindName }
        return !rejected.isEmpty && rejected.count == finished.count ? ExploreCredentialProblem() : nil
    }
}
