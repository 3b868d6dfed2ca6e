/// `{page, results, total_pages, total_results}`, read leniently here (an account list's pages are read
/// strictly, ``AccountPageDTO``). `results` must be a list: another answer (an error body sent with 200,
/// `{}`) is a decoding error, never an empty page.
struct PageDTO<Item: Decodable>: Decodable {
    let page: Int
    let totalPages: Int
    let totalResults: Int
    let results: [Item]
}

extension PageDTO {
    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        results = try c.requiredList("results")
        page = max(1, c.int("page") ?? 1)
        totalPages = max(page, c.int("total_pages") ?? page)
        totalResults = max(results.count, c.int("total_results") ?? results.count)
    }
}
