import Catalog

extension TVEpisodeDetailsFeature {
    /// Dependencies.
    public struct Client: Sendable {
        public let episodes: any TVEpisodeRepository

        public init(episodes: any TVEpisodeRepository) {
            self.episodes = episodes
        }
    }
}
