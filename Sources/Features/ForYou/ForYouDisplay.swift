import Catalog
import Localization

/// What For You shows: a poster card per pick with the reason under it, or the status page explaining how to
/// get recommendations (nothing rated yet) or that the filters leave nothing.
public struct ForYouDisplay: Equatable, Sendable {
    /// A pick's card and why it is there.
    public struct Card: Equatable, Sendable, Identifiable {
        public let card: MediaCard
        /// "Because you rated Dune 9", "Because you are watching Severance" (and how many more seeds).
        public let because: String
        public var id: String { card.id }
    }

    /// The page's and the Explore section's title.
    public static var title: String { tr("For You") }

    public let cards: [Card]
    /// Shown instead of the cards when there are none.
    public let empty: ForYouEmptyState?

    public init(_ list: ForYouList, query: ForYouQuery) {
        cards = list.picks.map { Card(card: MediaCard($0.item), because: Self.because($0.because)) }
        if !cards.isEmpty {
            empty = nil
        } else if !list.hasSeeds {
            empty = .noSeeds
        } else {
            empty = query.isFiltered ? .noMatch(unfiltered: .forYou()) : .nothing
        }
    }

    /// The first (best) seed's reason, with how many more seeds recommended it.
    static func because(_ seeds: [ForYouSeed]) -> String {
        guard let first = seeds.first else { return "" }
        let reason: String
        switch first.reason {
        case .rated(let value): reason = String(format: tr("Because you rated %@ %d"), first.name, value)
        case .watching: reason = String(format: tr("Because you are watching %@"), first.name)
        case .account: reason = tr("Recommended for your TMDb account")
        }
        guard seeds.count > 1 else { return reason }
        return String(format: tr("%@ (and %d more)"), reason, seeds.count - 1)
    }
}

/// Why For You has no cards, and the way out its status page offers.
public enum ForYouEmptyState: Equatable, Sendable {
    /// Nothing rated 8 or more and no series being watched: how to get recommendations; "Explore" opens Explore.
    case noSeeds
    /// The filters leave nothing: "Clear Filters" opens `unfiltered`.
    case noMatch(unfiltered: Route)
    /// The seeds' recommendations are all in the library already: "Explore" opens Explore.
    case nothing

    public var title: String {
        switch self {
        case .noSeeds: tr("No Recommendations Yet")
        case .noMatch: tr("No Matching Titles")
        case .nothing: tr("Nothing New to Recommend")
        }
    }

    public var description: String {
        switch self {
        case .noSeeds:
            tr("Rate titles 8 or more, or start watching a series, and titles like them appear here.")
        case .noMatch: tr("No titles match these filters.")
        case .nothing: tr("Everything recommended for your titles is already in your library.")
        }
    }

    /// The button's label, with a mnemonic.
    public var actionLabel: String {
        switch self {
        case .noMatch: tr("_Clear Filters")
        case .noSeeds, .nothing: DisplayFormat.exploreLabel
        }
    }

    /// What the button opens.
    public var route: Route {
        switch self {
        case .noMatch(let unfiltered): unfiltered
        case .noSeeds, .nothing: .explore
        }
    }
}

extension DetailsState where Page == ForYouFeature {
    /// The display model once loaded.
    public var display: ForYouDisplay? {
        content.content.map { ForYouDisplay($0, query: ForYouFeature.query(of: route)) }
    }
}

extension ExploreFeature.State {
    /// Explore's For You section: its cards (at most a carousel's), "Nothing here right now" when everything
    /// recommended is in the library, how to get recommendations when nothing is rated yet.
    public var forYouDisplay: ForYouSectionDisplay {
        let cards: ViewState<[ForYouDisplay.Card]>
        switch forYou {
        case .ready(let list, let isStale):
            let shown = Array(ForYouDisplay(list, query: ForYouQuery()).cards.prefix(20))
            cards = shown.isEmpty ? .empty : .ready(shown, isStale: isStale)
        case .initial: cards = .initial
        case .loading: cards = .loading
        case .empty: cards = .empty
        case .error(let info): cards = .error(info)
        }
        let message =
            forYou == .empty ? ForYouEmptyState.noSeeds.description : tr("Nothing here right now.")
        return ForYouSectionDisplay(cards: cards, emptyMessage: message)
    }
}

/// Explore's For You carousel.
public struct ForYouSectionDisplay: Equatable, Sendable {
    public let cards: ViewState<[ForYouDisplay.Card]>
    /// Shown when there are no cards.
    public let emptyMessage: String
}
