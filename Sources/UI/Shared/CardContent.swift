import Catalog
import Features

/// What one poster card shows, whatever it comes from (a title, a person, a season, a cast member), with
/// the library's badges on a movie's or series' poster (on the watchlist, watched).
public struct CardContent: Equatable, Sendable {
    public let title: String
    /// A second line (year, department, character, episode count); nil hides it.
    public let subtitle: String?
    /// The image at card size; nil shows a placeholder (initials for people).
    public let imageURL: String?
    /// Round photo with initials (people) instead of a 2:3 poster.
    public let isPerson: Bool
    /// Where activating the card goes.
    public let route: Route
    /// A line under the card saying why it is shown (For You); nil hides it.
    public let note: String?
    /// The badges on the poster.
    public private(set) var badges: PosterBadges
    /// What screen readers say for the card without its badges.
    private let label: String

    public init(
        title: String, subtitle: String?, imageURL: String?, isPerson: Bool, accessibleLabel: String,
        route: Route, badges: PosterBadges = .none, note: String? = nil
    ) {
        self.note = note
        self.title = title
        self.subtitle = subtitle
        self.imageURL = imageURL
        self.isPerson = isPerson
        self.label = accessibleLabel
        self.route = route
        self.badges = badges
    }

    /// A movie, series or person card.
    public init(_ card: MediaCard) {
        self.init(
            title: card.title, subtitle: card.subtitle, imageURL: card.imageURL, isPerson: card.kind == .person,
            accessibleLabel: AccessibleText.card(title: card.title, detail: card.subtitle, kind: card.kind),
            route: card.route)
    }

    /// A cast member card ("Name", character).
    public init(_ cast: CastCard) {
        self.init(
            title: cast.name, subtitle: cast.character, imageURL: cast.photoURL, isPerson: true,
            accessibleLabel: AccessibleText.card(title: cast.name, detail: cast.character, kind: .person),
            route: cast.route)
    }

    /// What screen readers say for the card: "Harbour of Glass, 2019, movie, on your watchlist, watched".
    public var accessibleLabel: String {
        badges.spokenParts.isEmpty ? label : DisplayFormat.list([label] + badges.spokenParts)
    }

    /// The card with the badges `marks` gives its route (none for people, seasons and other routes).
    public func marked(by marks: LibraryMarks) -> CardContent {
        var marked = self
        marked.badges = marks.badges(for: route)
        return marked
    }
}

extension Array where Element == CardContent {
    /// The cards with the badges `marks` gives them.
    func marked(by marks: LibraryMarks) -> [CardContent] {
        map { $0.marked(by: marks) }
    }
}
