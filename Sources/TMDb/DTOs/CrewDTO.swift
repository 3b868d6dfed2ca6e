/// A crew entry of `credits.crew` or an episode's `crew`: `{"id", "name", "job", "department",
/// "profile_path"}`.
struct CrewDTO: Decodable {
    let id: Int
    let name: String
    let job: String
    let department: String
    let profilePath: String?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        name = c.text("name") ?? ""
        job = c.text("job") ?? ""
        department = c.text("department") ?? c.text("known_for_department") ?? ""
        profilePath = c.text("profile_path")
    }
}
