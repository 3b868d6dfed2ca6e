import Catalog

/// A movie's `production_companies` element (https://developer.themoviedb.org/reference/movie-details) or a
/// series' `networks` element (https://developer.themoviedb.org/reference/tv-series-details):
/// `{id, name, logo_path, origin_country}`; only `id` and `name` are read, and an element without either is
/// skipped (the logo and country may be null or "").
struct CompanyDTO: Decodable {
    let company: Company

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        let id = try c.id("id")
        guard let name = c.text("name") else {
            throw DecodingError.keyNotFound(
                "name" as AnyKey, .init(codingPath: c.codingPath, debugDescription: "missing or empty name"))
        }
        company = Company(id: id, name: name)
    }
}
