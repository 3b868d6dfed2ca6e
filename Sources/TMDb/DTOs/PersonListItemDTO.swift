/// A person in a list.
struct PersonListItemDTO: Decodable {
    let id: Int
    let name: String
    let knownForDepartment: String?
    let profilePath: String?
    let popularity: Double

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        name = c.text("name") ?? c.text("original_name") ?? ""
        knownForDepartment = c.text("known_for_department")
        profilePath = c.text("profile_path")
        popularity = c.double("popularity") ?? 0
    }
}
