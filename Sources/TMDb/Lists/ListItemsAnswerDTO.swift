import Catalog

/// The answer to adding or removing list items (https://developer.themoviedb.org/reference/list-add-items,
/// https://developer.themoviedb.org/reference/list-remove-items): `{"success", "status_code",
/// "results": [{"media_type", "media_id", "success"}]}`. `results` must be a list; an entry that cannot be
/// read is skipped (its item then counts as failed).
struct ListItemsAnswerDTO: Decodable {
    let succeeded: Set<LibraryTitle>

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        let results: [Entry] = try c.requiredList("results")
        succeeded = Set(results.filter(\.success).map(\.title))
    }

    private struct Entry: Decodable {
        let title: LibraryTitle
        let success: Bool

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            guard let kind = ListMediaType.kind(of: c.text("media_type")) else {
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "media_type"))
            }
            title = LibraryTitle(kind, id: try c.id("media_id"))
            success = c.lenient("success") == true
        }
    }
}
