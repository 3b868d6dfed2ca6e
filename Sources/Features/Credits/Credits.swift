import Catalog
import Localization
import Store

/// The full cast and crew of a movie or a series (its credits page).
public struct Credits: Equatable, Sendable {
    /// The movie's title or the series' name.
    public let title: String
    /// In billing order.
    public let cast: [CastMember]
    /// In TMDb's order.
    public let crew: [CrewMember]

    public init(title: String, cast: [CastMember], crew: [CrewMember]) {
        self.title = title
        self.cast = cast
        self.crew = crew
    }

    /// The cast and crew of a movie or a series, titled with its name.
    init(_ details: some TitleDetails) {
        self.init(title: details.name, cast: details.cast, crew: details.crew)
    }
}

/// What a credits page loads and prints, the same for movies and series.
public protocol CreditsPage: DetailsPage where Content == Credits, Own == NoOwnState, OwnAction == CreditsAction {}

/// The credits page's own actions.
public enum CreditsAction: Equatable, Sendable {
    /// The user activated a cast or crew member.
    case personSelected(id: Int)
}

extension CreditsPage {
    public static func reduce(
        _ own: inout NoOwnState, action: CreditsAction, route: Route,
        dependencies: AppDependencies
    ) -> Effect<Action> {
        switch action {
        case .personSelected(let id): .send(.navigate(.person(id: id)))
        }
    }

    public static func title(of credits: Credits) -> String { tr("Cast & Crew") }

    public static func isEmpty(_ credits: Credits) -> Bool { credits.cast.isEmpty && credits.crew.isEmpty }

    /// `{"title", "cast": [{"id", "name", "character", "profileURL"(, "episodeCount")}], "crew": [{"id", "name",
    /// "job", "department"}]}`: the episode count only for series.
    public static func dumpMembers(_ credits: Credits, own: NoOwnState) -> [(String, DumpJSON)] {
        [
            ("title", .string(credits.title)),
            (
                "cast",
                .array(
                    credits.cast.map { member in
                        .object(
                            [
                                ("id", .int(member.id)), ("name", .string(member.name)),
                                ("character", .optional(member.character)),
                                ("profileURL", .optional(member.profile?.card)),
                            ]
                                + (member.episodeCount.map { [("episodeCount", DumpJSON.int($0))] } ?? []))
                    })
            ),
            ("crew", .crew(credits.crew)),
        ]
    }
}
