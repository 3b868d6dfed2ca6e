import Catalog
import Foundation

/// The demo catalog loaded from its folder (`data/demo`, see its README.md): TMDb response bodies keyed by
/// id or path, answered by `respond(to:)` the way TMDb would.
struct DemoCatalog: Sendable {
    /// Results per page of every list, as TMDb.
    static let pageSize = 20

    /// The `file://` URL of the artwork folder (ends with "/").
    let imagesBaseURL: String
    let configuration: JSONValue
    let genres: [String: JSONValue]
    let lists: [String: [JSONValue]]
    let movies: [Int: JSONValue]
    let series: [Int: JSONValue]
    /// Keyed by "seriesID/seasonNumber".
    let seasons: [String: JSONValue]
    let people: [Int: JSONValue]
    /// The bodies of other resources, keyed by path, answered as they are (`resources.json`).
    let resources: [String: JSONValue]
    let searchIndex: DemoSearchIndex

    /// Reads the catalog in `directory`; throws `CatalogError.configuration` when it is missing or unreadable.
    static func load(directory: String) throws -> DemoCatalog {
        let api = URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent("api", isDirectory: true)
        func read(_ name: String) throws -> JSONValue {
            let url = api.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw CatalogError.configuration("The demo catalog is missing \(url.path).")
            }
            do {
                return try JSONDecoder().decode(JSONValue.self, from: data)
            } catch {
                throw CatalogError.configuration("The demo catalog file \(url.path) is not valid JSON.")
            }
        }
        func byID(_ value: JSONValue) -> [Int: JSONValue] {
            Dictionary(
                (value.object ?? [:]).compactMap { key, body in Int(key).map { ($0, body) } },
                uniquingKeysWith: { first, _ in first })
        }
        let lists = (try read("lists.json").object ?? [:]).mapValues { $0.array ?? [] }
        let trending = ["movie", "tv", "person"].flatMap { lists["/trending/\($0)/day"] ?? [] }
        return DemoCatalog(
            imagesBaseURL: imagesBaseURL(directory: directory),
            configuration: try read("configuration.json"),
            genres: try read("genres.json").object ?? [:],
            lists: lists,
            movies: byID(try read("movies.json")),
            series: byID(try read("tv.json")),
            seasons: try read("seasons.json").object ?? [:],
            people: byID(try read("people.json")),
            resources: try read("resources.json").object ?? [:],
            searchIndex: DemoSearchIndex(items: trending))
    }

    /// The `file://` URL of `directory/images/`.
    static func imagesBaseURL(directory: String) -> String {
        URL(fileURLWithPath: directory, isDirectory: true)
            .appendingPathComponent("images", isDirectory: true).absoluteString
    }
}
