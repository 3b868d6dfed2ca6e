/// Where a title can be watched in one region (TMDb's `watch/providers`, data by JustWatch).
public struct WatchProviders: Sendable, Hashable, Codable {
    /// One streaming, rental or purchase service.
    public struct Provider: Sendable, Hashable, Codable, Identifiable {
        /// TMDb's provider id.
        public let id: Int
        public let name: String
        public let logo: ImageURLSet?

        public init(id: Int, name: String, logo: ImageURLSet? = nil) {
            self.id = id
            self.name = name
            self.logo = logo
        }
    }

    /// ISO 3166-1 region code ("US").
    public let region: String
    /// TMDb's watch page for the title in the region; nil when TMDb gives none.
    public let link: String?
    /// Each list in TMDb's display order.
    public let flatrate: [Provider]
    public let free: [Provider]
    public let ads: [Provider]
    public let rent: [Provider]
    public let buy: [Provider]

    public init(
        region: String, link: String? = nil, flatrate: [Provider] = [], free: [Provider] = [],
        ads: [Provider] = [], rent: [Provider] = [], buy: [Provider] = []
    ) {
        self.region = region
        self.link = link
        self.flatrate = flatrate
        self.free = free
        self.ads = ads
        self.rent = rent
        self.buy = buy
    }

    /// True when no service offers the title in the region.
    public var isEmpty: Bool { flatrate.isEmpty && free.isEmpty && ads.isEmpty && rent.isEmpty && buy.isEmpty }
}
