import Catalog

/// One page of the watch history: plays, newest first, with their titles.
public struct WatchHistory: Equatable, Sendable {
    /// A play with what the list shows of its title.
    public struct Entry: Equatable, Sendable, Identifiable {
        public let play: Play
        /// "The Lantern Keeper", or "Harbour Lights — S1 · E2 · The Tide Turns".
        public let title: String
        /// The poster (movie) or still (episode) at card size; nil shows a placeholder.
        public let imageURL: String?

        /// The play's id.
        public var id: Int64 { play.id }
        /// The title's page.
        public var route: Route { Route(play.title) }
    }

    public let entries: [Entry]
    /// 1-based.
    public let page: Int
    /// At least 1.
    public let totalPages: Int
}
