/// Why a title is recommended: one of the user's titles it was recommended for, or the TMDb account.
public struct ForYouSeed: Sendable, Hashable {
    /// Why the seed counts.
    public enum Reason: Sendable, Hashable {
        /// The user rated it this (8 or more).
        case rated(Int)
        /// The user is watching the series.
        case watching
        /// TMDb's recommendations for the signed-in account.
        case account
    }

    /// The seed title; nil for the account.
    public let title: LibraryTitle?
    /// Its name ("Dune"); empty for the account.
    public let name: String
    public let reason: Reason

    public init(title: LibraryTitle?, name: String, reason: Reason) {
        self.title = title
        self.name = name
        self.reason = reason
    }

    /// The rating that ranks a seed's picks: its rating, a series being watched as 8, the account as 0.
    var weight: Int {
        switch reason {
        case .rated(let value): value
        case .watching: 8
        case .account: 0
        }
    }
}

/// A recommended title and the seeds it was recommended for, best first.
public struct ForYouPick: Sendable, Hashable, Identifiable {
    public let item: MediaItem
    public let because: [ForYouSeed]

    public init(item: MediaItem, because: [ForYouSeed]) {
        self.item = item
        self.because = because
    }

    public var id: String { item.id }
}

/// What For You shows: the ranked picks, and whether the library has any seed (else it explains how to get
/// recommendations).
public struct ForYouList: Sendable, Hashable {
    public let picks: [ForYouPick]
    /// Whether anything was rated 8 or more, a series is being watched, or the account gave recommendations.
    public let hasSeeds: Bool

    public init(picks: [ForYouPick], hasSeeds: Bool) {
        self.picks = picks
        self.hasSeeds = hasSeeds
    }
}
