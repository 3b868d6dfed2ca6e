/// `{id, name}`.
struct GenreDTO: Decodable {
    let id: Int
    let name: String

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        name = c.text("name") ?? ""
    }
}
