import Catalog
import Foundation
import Localization

/// The "Where to Watch" section of the movie and series pages: the services by kind of offer, the link to
/// TMDb's watch page, JustWatch's attribution, or the text saying there is nothing in the region.
public struct WhereToWatchDisplay: Equatable, Sendable {
    /// Logos are drawn this many points wide (and high).
    public static let logoSize = 46

    /// One service.
    public struct Service: Equatable, Hashable, Sendable, Identifiable {
        public let id: Int
        public let name: String
        public let logo: ImageURLSet?
        /// Initials drawn when there is no logo.
        public let initials: String
        /// One of the user's streaming services (highlighted).
        public let isMine: Bool
    }

    /// The services of one kind of offer ("Stream", "Rent", …).
    public struct Group: Equatable, Sendable, Identifiable {
        /// "flatrate", "free", "ads", "rent" or "buy".
        public let id: String
        public let title: String
        public let services: [Service]
    }

    /// Non-empty groups: Stream, Free, With Ads, Rent, Buy.
    public let groups: [Group]
    /// TMDb's watch page; nil hides the link.
    public let link: String?
    /// "Not available to stream in Germany" when there are no groups; nil otherwise.
    public let emptyText: String?
    /// "On your services: Cinevault, Reelbox" when the title streams (or is free) on one of them; nil otherwise.
    public let onYourServices: String?
    /// The attribution TMDb requires for its watch provider data.
    public let attribution = tr("Streaming data by JustWatch")

    /// The section for `providers`, the services of `myServices` highlighted.
    public init(_ providers: WatchProviders, myServices: Set<Int> = []) {
        func services(_ list: [WatchProviders.Provider]) -> [Service] {
            list.map {
                Service(
                    id: $0.id, name: $0.name, logo: $0.logo, initials: DisplayFormat.initials($0.name),
                    isMine: myServices.contains($0.id))
            }
        }
        groups = [
            // Translators: a group of streaming services that include the title in a subscription.
            Group(id: "flatrate", title: tr("Stream"), services: services(providers.flatrate)),
            // Translators: a group of services that show the title for free.
            Group(id: "free", title: tr("Free"), services: services(providers.free)),
            // Translators: a group of services that show the title for free, with advertising.
            Group(id: "ads", title: tr("With Ads"), services: services(providers.ads)),
            // Translators: a group of services that rent the title out.
            Group(id: "rent", title: tr("Rent"), services: services(providers.rent)),
            // Translators: a group of services that sell the title.
            Group(id: "buy", title: tr("Buy"), services: services(providers.buy)),
        ].filter { !$0.services.isEmpty }
        var mine: [String] = []
        for provider in providers.flatrate + providers.free + providers.ads
        where myServices.contains(provider.id) && !mine.contains(provider.name) {
            mine.append(provider.name)
        }
        // Translators: above "Where to Watch"'s services: the user's own that have the title.
        onYourServices = mine.isEmpty ? nil : String(format: tr("On your services: %@"), DisplayFormat.list(mine))
        link = providers.link
        emptyText =
            groups.isEmpty
            ? String(format: tr("Not available to stream in %@"), Self.regionName(providers.region)) : nil
    }

    /// The region's name in the user's language ("Germany"), or its code when unknown.
    static func regionName(_ code: String, locale: Locale = .current) -> String {
        locale.localizedString(forRegionCode: code) ?? code
    }
}
