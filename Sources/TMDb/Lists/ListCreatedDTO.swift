/// The answer to creating a list (https://developer.themoviedb.org/reference/list-create):
/// `{"success": true, "status_code": 1, "id"}`; the id is required.
struct ListCreatedDTO: Decodable {
    let id: Int

    init(from decoder: any Decoder) throws {
        id = try decoder.container(keyedBy: AnyKey.self).id("id")
    }
}
