/// A cast entry of `credits.cast`.
struct CastDTO: Decodable {
    let id: Int
    let name: String
    let character: String?
    let order: Int
    let profilePath: String?

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        name = c.text("name") ?? ""
        character = c.text("character")
        order = c.int("order") ?? Int.max
        profilePath = c.text("profile_path")
    }
}
