import Catalog

/// An item of a list's details (`GET /4/list/{list_id}`, https://developer.themoviedb.org/reference/list-details):
/// a movie or series with its `media_type`. Both are required: an item of another kind or without an id
/// fails the page (a sync must never read a list as shorter than it is).
struct ListEntryDTO: Decodable {
    let title: LibraryTitle

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        let id = try c.id("id")
        guard let kind = ListMediaType.kind(of: c.text("media_type")) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: c.codingPath, debugDescription: "media_type is neither movie nor tv"))
        }
        title = LibraryTitle(kind, id: id)
    }
}
