import Catalog
import Localization

/// What a credits page shows: the cast in billing order, then the crew by department (directing and writing
/// first), one row per person and department with their jobs; departments and jobs in the user's language
/// (``CrewNames``).
public struct CreditsDisplay: Equatable, Sendable {
    /// One person's row.
    public struct Person: Equatable, Sendable, Identifiable {
        /// Unique on the page ("cast-12", "crew-Directing-25").
        public let id: String
        public let personID: Int
        public let name: String
        /// The character ("Tess Ingram · 12 episodes") or the jobs ("Director, Writer"); nil when unknown.
        public let detail: String?
        public let photoURL: String?
        /// "Sana Morikawa, Tess Ingram".
        public let accessibleLabel: String
    }

    /// One department's people.
    public struct Department: Equatable, Sendable, Identifiable {
        /// TMDb's department name ("Directing").
        public let id: String
        /// The department in the user's language ("Regie"), for the heading.
        public let name: String
        public let people: [Person]
    }

    /// The page heading: the title.
    public let title: String
    public let cast: [Person]
    public let crew: [Department]

    public init(_ credits: Credits) {
        title = credits.title
        cast = CastCard.ordered(credits.cast).compactMap { card in
            let member = credits.cast.first { $0.id == card.id }
            let episodes = member?.episodeCount.map(DisplayFormat.episodeCount)
            let detail = [card.character, episodes].compactMap { $0 }
            return Self.person(
                id: "cast-\(card.id)", personID: card.id, name: card.name,
                detail: detail.isEmpty ? nil : detail.joined(separator: tr(" · ")),
                photoURL: card.photoURL)
        }
        var departments: [String] = []
        var people: [String: [(id: Int, name: String, jobs: [String], photoURL: String?)]] = [:]
        for member in credits.crew {
            let department = DisplayFormat.nonBlank(member.department) ?? "Crew"
            if people[department] == nil { departments.append(department) }
            if let index = people[department]?.firstIndex(where: { $0.id == member.id }) {
                if !member.job.isEmpty, people[department]?[index].jobs.contains(member.job) == false {
                    people[department]?[index].jobs.append(member.job)
                }
            } else {
                people[department, default: []].append(
                    (
                        member.id, member.name, member.job.isEmpty ? [] : [member.job],
                        member.profile?.card
                    ))
            }
        }
        let first = ["Directing", "Writing"]
        crew =
            departments
            .enumerated()
            .sorted { lhs, rhs in
                let left = first.firstIndex(of: lhs.element) ?? first.count
                let right = first.firstIndex(of: rhs.element) ?? first.count
                return (left, lhs.offset) < (right, rhs.offset)
            }
            .map { _, department in
                Department(
                    id: department, name: CrewNames.department(department),
                    people: (people[department] ?? []).map { entry in
                        Self.person(
                            id: "crew-\(department)-\(entry.id)", personID: entry.id, name: entry.name,
                            detail: entry.jobs.isEmpty ? nil : DisplayFormat.list(entry.jobs.map(CrewNames.job)),
                            photoURL: entry.photoURL)
                    })
            }
    }

    private static func person(id: String, personID: Int, name: String, detail: String?, photoURL: String?) -> Person {
        Person(
            id: id, personID: personID, name: name, detail: detail, photoURL: photoURL,
            accessibleLabel: DisplayFormat.list([name] + (detail.map { [$0] } ?? [])))
    }
}

extension DetailsState where Page: CreditsPage {
    /// The display model when the credits are loaded.
    public var display: CreditsDisplay? { content.content.map(CreditsDisplay.init) }
}
