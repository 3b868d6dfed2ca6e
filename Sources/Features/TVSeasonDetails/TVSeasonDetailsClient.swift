import Catalog

extension TVSeasonDetailsFeature {
    /// Dependencies.
    public struct Client: Sendable {
        public let seasons: any TVSeasonRepository

        public init(seasons: any TVSeasonRepository) {
            self.seasons = seasons
        }
    }
}
