/// An entry of the account's lists (`GET /4/account/{account_object_id}/lists`,
/// https://developer.themoviedb.org/reference/account-lists): `{id, name, description, number_of_items, …}`.
/// The id is required; the rest is read leniently.
struct AccountListSummaryDTO: Decodable {
    let id: Int
    let name: String
    let description: String

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        id = try c.id("id")
        name = c.text("name") ?? ""
        description = c.text("description") ?? ""
    }
}
