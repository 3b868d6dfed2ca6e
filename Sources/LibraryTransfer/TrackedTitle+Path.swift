import Catalog

extension TrackedTitle {
    /// "movie/19", "tv/1", "tv/1/season/1/episode/2": how a backup names a title (the app's route form).
    public var path: String {
        switch self {
        case .movie(let id): "movie/\(id)"
        case .series(let id): "tv/\(id)"
        case .episode(let key): "tv/\(key.seriesID)/season/\(key.season)/episode/\(key.episode)"
        }
    }

    /// The title `path` names, or nil.
    public init?(path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        func number(_ index: Int) -> Int? {
            guard let value = Int(parts[index]), value >= 0, value < 2_147_483_648,
                  parts[index].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return value
        }
        switch (parts.count, parts.first) {
        case (2, "movie"):
            guard let id = number(1) else { return nil }
            self = .movie(id: id)
        case (2, "tv"):
            guard let id = number(1) else { return nil }
            self = .series(id: id)
        case (6, "tv") where parts[2] == "season" && parts[4] == "episode":
            guard let id = number(1), let season = number(3), let episode = number(5) else { return nil }
            self = .episode(EpisodeKey(seriesID: id, season: season, episode: episode))
        default:
            return nil
        }
    }
}
