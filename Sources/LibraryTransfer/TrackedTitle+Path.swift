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

    /// The title `path` names, or nil. Reads the bytes (backups hold thousands of paths).
    public init?(path: String) {
        var parts: [Substring.UTF8View] = []
        var remaining = Substring(path).utf8
        while let slash = remaining.firstIndex(of: UInt8(ascii: "/")), parts.count < 6 {
            parts.append(remaining[..<slash])
            remaining = remaining[remaining.index(after: slash)...]
        }
        parts.append(remaining)
        func number(_ index: Int) -> Int? {
            let digits = parts[index]
            guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
            let value = digits.reduce(0) { $0 * 10 + Int($1 - 48) }
            return value < 2_147_483_648 ? value : nil
        }
        func word(_ index: Int, is text: StaticString) -> Bool {
            parts[index].elementsEqual(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
        switch parts.count {
        case 2 where word(0, is: "movie"):
            guard let id = number(1) else { return nil }
            self = .movie(id: id)
        case 2 where word(0, is: "tv"):
            guard let id = number(1) else { return nil }
            self = .series(id: id)
        case 6 where word(0, is: "tv") && word(2, is: "season") && word(4, is: "episode"):
            guard let id = number(1), let season = number(3), let episode = number(5) else { return nil }
            self = .episode(EpisodeKey(seriesID: id, season: season, episode: episode))
        default:
            return nil
        }
    }
}
