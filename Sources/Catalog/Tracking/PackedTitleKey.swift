/// A ``TrackedTitle`` packed in one integer, so the plays can be grouped by title without hashing the enum
/// for each of them: the kind in the top 2 bits, then the TMDb id (32 bits), the season (14 bits) and the
/// episode number (16 bits); movies and series leave the last two at zero. Two different titles never share
/// a key; a title whose numbers do not fit (negative, or wider than their field) has none.
struct PackedTitleKey: Hashable {
    static let idBits = 32
    static let seasonBits = 14
    static let episodeBits = 16

    let rawValue: UInt64

    init?(_ title: TrackedTitle) {
        switch title {
        case .movie(let id):
            guard let packed = Self.pack(kind: 1, id: id, season: 0, episode: 0) else { return nil }
            rawValue = packed
        case .series(let id):
            guard let packed = Self.pack(kind: 2, id: id, season: 0, episode: 0) else { return nil }
            rawValue = packed
        case .episode(let key):
            guard let packed = Self.pack(kind: 3, id: key.seriesID, season: key.season, episode: key.episode)
            else { return nil }
            rawValue = packed
        }
    }

    private static func pack(kind: UInt64, id: Int, season: Int, episode: Int) -> UInt64? {
        guard Self.fits(id, bits: idBits), Self.fits(season, bits: seasonBits), Self.fits(episode, bits: episodeBits)
        else { return nil }
        let withID = kind << UInt64(idBits) | UInt64(id)
        return (withID << UInt64(seasonBits) | UInt64(season)) << UInt64(episodeBits) | UInt64(episode)
    }

    private static func fits(_ value: Int, bits: Int) -> Bool { value >= 0 && value >> bits == 0 }
}
