import Catalog

extension ExploreFeature {
    /// The screen's state.
    public struct State: Equatable, Sendable {
        /// One carousel per section, in display order; each loads and fails on its own.
        public var sections: [ExploreSectionID: ViewState<[MediaItem]>]
        /// The For You section above the carousels (``ForYouFeature``): `.empty` when nothing is rated yet.
        public var forYou: ViewState<ForYouList> = .initial

        /// The initial state.
        public init() {
            sections = Dictionary(uniqueKeysWithValues: ExploreSectionID.allCases.map { ($0, .initial) })
        }

        /// The state of one section.
        public subscript(section: ExploreSectionID) -> ViewState<[MediaItem]> {
            get { sections[section] ?? .initial }
            set { sections[section] = newValue }
        }

        /// Whether every section and For You has loaded, shows an empty state or failed.
        public var isSettled: Bool {
            !forYou.isPending && !sections.values.contains { $0.isPending }
        }

        /// Whether any section shows expired cache entries (offline banner).
        public var isStale: Bool { sections.values.contains { $0.isStale } }
    }
}

extension ViewState {
    /// Not requested yet, or loading.
    fileprivate var isPending: Bool {
        switch self {
        case .initial, .loading: true
        case .ready, .empty, .error: false
        }
    }
}
