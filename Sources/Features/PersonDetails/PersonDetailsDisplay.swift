import Catalog
import Foundation

/// What the person page shows.
public struct PersonDetailsDisplay: Equatable, Sendable {
    /// A title the person is known for.
    public struct KnownForCard: Equatable, Sendable, Identifiable {
        /// "movie-42" / "tvSeries-7".
        public let id: String
        public let kind: WatchlistKind
        public let title: String
        /// Character or job; nil when unknown.
        public let role: String?
        public let year: String?
        public let posterURL: String?
        public let route: Route
    }

    public let name: String
    /// Profile photo (at least 400 px wide); nil shows the initials.
    public let photoURL: String?
    /// Initials from the name (always set; drawn when there is no photo).
    public let initials: String
    public let showsInitials: Bool
    /// "Acting" (in the user's language); nil when unknown.
    public let knownForDepartment: String?
    /// Birthday in the locale's long style; nil when unknown.
    public let birthday: String?
    public let placeOfBirth: String?
    /// nil hides the biography.
    public let biography: String?
    /// Combined credits, most popular first, each title once.
    public let knownFor: [KnownForCard]

    public init(_ person: Person, locale: Locale = .current) {
        name = person.name
        photoURL = person.profile?.url(forWidthPoints: 400)
        initials = DisplayFormat.initials(person.name)
        showsInitials = person.profile == nil
        knownForDepartment = DisplayFormat.nonBlank(person.knownForDepartment).map(CrewNames.department)
        birthday = person.birthday.map { DisplayFormat.longDate($0, locale: locale) }
        placeOfBirth = DisplayFormat.nonBlank(person.placeOfBirth)
        biography = DisplayFormat.nonBlank(person.biography)
        knownFor = Self.ranked(person.credits).map { credit in
            KnownForCard(
                id: "\(credit.kind.rawValue)-\(credit.id)", kind: credit.kind, title: credit.title,
                role: DisplayFormat.nonBlank(credit.role).map(Self.role), year: DisplayFormat.year(credit.date),
                posterURL: credit.poster?.card, route: Route(credit.kind, id: credit.id))
        }
    }

    /// A credit's role: a character's name as TMDb gives it, a crew job TMDb names ("Director") in the
    /// user's language. TMDb's credit does not say which of the two it is: a character named like a job
    /// ("Producer") is translated too.
    static func role(_ role: String) -> String {
        CrewNames.isKnownJob(role) ? CrewNames.job(role) : role
    }

    /// Credits by popularity (highest first; ties keep TMDb's order), each title once.
    static func ranked(_ credits: [PersonCredit]) -> [PersonCredit] {
        struct Key: Hashable {
            let kind: WatchlistKind
            let id: Int
        }
        var seen = Set<Key>()
        return credits.enumerated()
            .sorted { ($0.element.popularity, -$0.offset) > ($1.element.popularity, -$1.offset) }
            .map(\.element)
            .filter { seen.insert(Key(kind: $0.kind, id: $0.id)).inserted }
    }
}

extension DetailsState where Page == PersonDetailsFeature {
    /// The display model when the person is loaded.
    public func display(locale: Locale = .current) -> PersonDetailsDisplay? {
        content.content.map { PersonDetailsDisplay($0, locale: locale) }
    }
}
