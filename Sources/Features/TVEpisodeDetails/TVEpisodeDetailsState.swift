import Catalog

extension TVEpisodeDetailsFeature {
    /// Keyed by (series id, season number, episode number).
    public struct State: Equatable, Sendable {
        public let seriesID: Int
        public let seasonNumber: Int
        public let episodeNumber: Int
        public var episode: ViewState<TVEpisode> = .initial

        /// The initial state of the page for this key.
        public init(seriesID: Int, seasonNumber: Int, episodeNumber: Int) {
            self.seriesID = seriesID
            self.seasonNumber = seasonNumber
            self.episodeNumber = episodeNumber
        }

        /// The route of this page.
        public var route: Route { .tvEpisode(seriesID: seriesID, season: seasonNumber, episode: episodeNumber) }
    }
}
