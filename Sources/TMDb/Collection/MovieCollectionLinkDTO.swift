import Catalog

/// A movie's `belongs_to_collection` ({id, name, poster_path, backdrop_path} or null): the collection to
/// link to; nil without an id or a name.
struct MovieCollectionLinkDTO: Decodable {
    let link: MovieCollectionLink

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        guard let name = c.text("name") else {
            throw DecodingError.dataCorruptedError(
                forKey: "name", in: c, debugDescription: "a collection without a name")
        }
        link = MovieCollectionLink(id: try c.id("id"), name: name)
    }
}
