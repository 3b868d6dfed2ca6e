import Catalog
import Features

/// What one poster card shows, whatever it comes from (a title, a person, a season, a cast member).
public struct CardContent: Equatable, Sendable {
    public let title: String
    /// A second line (year, department, character, episode count); nil hides it.
    public let subtitle: String?
    /// The image at card size; nil shows a placeholder (initials for people).
    public let imageURL: String?
    /// Round photo with initials (people) instead of a 2:3 poster.
    public let isPerson: Bool
    /// What screen readers say for the card.
    public let accessibleLabel: String
    /// Where activating the card goes.
    public let route: Route

    public init(title: String, subtitle: String?, imageURL: String?, isPerson: Bool, accessibleLabel: String,
                route: Route) {
        self.title = title
        self.subtitle = subtitle
        self.imageURL = imageURL
        self.isPerson = isPerson
        self.accessibleLabel = accessibleLabel
        self.route = route
    }

    /// A movie, series or person card.
    public init(_ card: MediaCard) {
        self.init(title: card.title, subtitle: card.subtitle, imageURL: card.imageURL, isPerson: card.kind == .person,
                  accessibleLabel: AccessibleText.card(title: card.title, detail: card.subtitle, kind: card.kind),
                  route: card.route)
    }

    /// A cast member card ("Name", character).
    public init(_ cast: CastCard) {
        self.init(title: cast.name, subtitle: cast.character, imageURL: cast.photoURL, isPerson: true,
                  accessibleLabel: AccessibleText.card(title: cast.name, detail: cast.character, kind: .person),
                  route: cast.route)
    }
}
