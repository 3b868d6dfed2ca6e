import Catalog

extension TVSeasonDetailsFeature {
    /// Keyed by (series id, season number).
    public struct State: Equatable, Sendable {
        public let seriesID: Int
        public let seasonNumber: Int
        public var season: ViewState<TVSeason> = .initial

        /// The initial state of the page for this key.
        public init(seriesID: Int, seasonNumber: Int) {
            self.seriesID = seriesID
            self.seasonNumber = seasonNumber
        }

        /// The route of this page.
        public var route: Route { .tvSeason(seriesID: seriesID, season: seasonNumber) }
    }
}
