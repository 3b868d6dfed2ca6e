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
