/// A trailer or teaser on YouTube or Vimeo (TMDb's `videos`).
public struct Trailer: Sendable, Hashable, Codable {
    /// The video sites Popcorn links to.
    public enum Site: String, Sendable, Hashable, Codable {
        case youTube = "YouTube"
        case vimeo = "Vimeo"
    }

    public let name: String
    public let site: Site
    /// The site's video id.
    public let key: String

    public init(name: String, site: Site, key: String) {
        self.name = name
        self.site = site
        self.key = key
    }

    /// The video's page on its site.
    public var url: String {
        switch site {
        case .youTube: "https://www.youtube.com/watch?v=\(key)"
        case .vimeo: "https://vimeo.com/\(key)"
        }
    }
}
