import Catalog
import Localization

/// Why a paged grid (Discover, See All) has no titles, and what its empty state shows in the one style of
/// every page (HIG): a title, a description and one action, which opens ``route``.
public enum PagedGridEmptyState: Equatable, Sendable {
    /// Discover's filters match nothing: "Clear Filters" opens `unfiltered` (the same kind and order).
    case noMatch(unfiltered: Route)
    /// A page past the last one: "Go to First Page" opens `firstPage`.
    case pastTheLastPage(firstPage: Route)
    /// There is nothing to show at all: "Explore" opens Explore.
    case nothing

    /// The title (title case).
    public var title: String {
        switch self {
        case .noMatch: tr("No Matching Titles")
        case .pastTheLastPage: tr("No More Titles")
        case .nothing: tr("Nothing Found")
        }
    }

    /// The description (sentence case).
    public var description: String {
        switch self {
        case .noMatch: tr("No titles match these filters.")
        case .pastTheLastPage: tr("This page is past the last one.")
        case .nothing: tr("There are no titles here right now.")
        }
    }

    /// The action's label, with a mnemonic.
    public var actionLabel: String {
        switch self {
        case .noMatch: tr("_Clear Filters")
        case .pastTheLastPage: tr("Go to _First Page")
        case .nothing: DisplayFormat.exploreLabel
        }
    }

    /// The action's tooltip, where its label alone does not say enough.
    public var actionTooltip: String? {
        self == .nothing ? DisplayFormat.exploreTooltip : nil
    }

    /// What the action opens.
    public var route: Route {
        switch self {
        case .noMatch(let unfiltered): unfiltered
        case .pastTheLastPage(let firstPage): firstPage
        case .nothing: .explore
        }
    }
}
