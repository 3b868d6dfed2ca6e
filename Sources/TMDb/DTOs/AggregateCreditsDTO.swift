/// `aggregate_credits` (appended to `/tv/{id}`): everyone who played in or worked on the series, with
/// their roles and jobs and the episodes of each.
struct AggregateCreditsDTO: Decodable {
    /// A cast member: `{"id", "name", "profile_path", "order", "total_episode_count", "roles": [{"character",
    /// "episode_count"}]}`.
    struct Cast: Decodable {
        let id: Int
        let name: String
        let profilePath: String?
        let order: Int
        let totalEpisodeCount: Int?
        /// The role played in the most episodes (the first of equals).
        let character: String?

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            id = try c.id("id")
            name = c.text("name") ?? ""
            profilePath = c.text("profile_path")
            order = c.int("order") ?? Int.max
            let roles: [Role] = c.list("roles")
            totalEpisodeCount =
                c.int("total_episode_count") ?? (roles.isEmpty ? nil : roles.map(\.episodeCount).reduce(0, +))
            character =
                roles.enumerated()
                .filter { $0.element.character != nil }
                .max { ($0.element.episodeCount, -$0.offset) < ($1.element.episodeCount, -$1.offset) }?
                .element.character
        }
    }

    /// A crew member: `{"id", "name", "department", "profile_path", "jobs": [{"job", "episode_count"}]}`.
    struct Crew: Decodable {
        let id: Int
        let name: String
        let department: String
        let profilePath: String?
        /// The jobs, most episodes first.
        let jobs: [String]

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            id = try c.id("id")
            name = c.text("name") ?? ""
            department = c.text("department") ?? c.text("known_for_department") ?? ""
            profilePath = c.text("profile_path")
            let jobs: [Job] = c.list("jobs")
            self.jobs = jobs.enumerated()
                .sorted { ($0.element.episodeCount, -$0.offset) > ($1.element.episodeCount, -$1.offset) }
                .compactMap(\.element.job)
        }
    }

    private struct Role: Decodable {
        let character: String?
        let episodeCount: Int

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            character = c.text("character")
            episodeCount = c.int("episode_count") ?? 0
        }
    }

    private struct Job: Decodable {
        let job: String?
        let episodeCount: Int

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            job = c.text("job")
            episodeCount = c.int("episode_count") ?? 0
        }
    }

    let cast: [Cast]
    let crew: [Crew]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        cast = c.list("cast")
        crew = c.list("crew")
    }
}
