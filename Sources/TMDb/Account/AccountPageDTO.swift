/// A page of an account list (``PageDTO``) read strictly: every field must be there with its type and every
/// item must decode. A sync takes what is missing from a list for removed, so an answer of another shape must
/// fail, never read as a shorter list.
struct AccountPageDTO<Item: Decodable>: Decodable {
    let page: PageDTO<Item>

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        let results = try c.decode([Item].self, forKey: "results")
        page = PageDTO(
            page: try c.decode(Int.self, forKey: "page"),
            totalPages: try c.decode(Int.self, forKey: "total_pages"),
            totalResults: try c.decode(Int.self, forKey: "total_results"), results: results)
    }
}
