import Catalog

extension ExploreFeature {
    /// Dependencies.
    public struct Client: Sendable {
        public let explore: any ExploreRepository

        public init(explore: any ExploreRepository) {
            self.explore = explore
        }
    }
}
