/// Merges the recommendations of the user's seed titles into one ranked list: a title recommended for more
/// seeds first, then by its best seed's rating, then by TMDb's popularity, then by the order met (stable).
/// Titles in `excluded` (watched, on the watchlist or a list, hidden, dropped), the seeds themselves and
/// people are left out.
public enum ForYouRanking {
    /// The picks of `recommendations` (each seed with the titles recommended for it, in TMDb's order).
    public static func rank(
        _ recommendations: [(seed: ForYouSeed, items: [MediaItem])], excluding excluded: Set<LibraryTitle>
    ) -> [ForYouPick] {
        let seeds = Set(recommendations.compactMap(\.seed.title))
        var order: [String] = []
        var items: [String: MediaItem] = [:]
        var because: [String: [ForYouSeed]] = [:]
        for (seed, recommended) in recommendations {
            for item in recommended {
                guard let title = item.libraryTitle, !excluded.contains(title), !seeds.contains(title) else { continue }
                if items[item.id] == nil {
                    order.append(item.id)
                    items[item.id] = item
                }
                if !(because[item.id] ?? []).contains(seed) { because[item.id, default: []].append(seed) }
            }
        }
        let ranked = order.enumerated().map { offset, id in
            let seeds = because[id] ?? []
            return (
                offset: offset, item: items[id]!,
                seeds: seeds.enumerated().sorted { ($0.element.weight, -$0.offset) > ($1.element.weight, -$1.offset) }
                    .map(\.element),
                best: seeds.map(\.weight).max() ?? 0
            )
        }
        .sorted { lhs, rhs in
            let left = (lhs.seeds.count, lhs.best, lhs.item.popularity)
            let right = (rhs.seeds.count, rhs.best, rhs.item.popularity)
            return left != right ? left > right : lhs.offset < rhs.offset
        }
        return ranked.map { ForYouPick(item: $0.item, because: $0.seeds) }
    }
}

extension MediaItem {
    /// The movie or series as a library title; nil for a person.
    public var libraryTitle: LibraryTitle? {
        switch self {
        case .movie(let movie): LibraryTitle(.movie, id: movie.id)
        case .tvSeries(let series): LibraryTitle(.tvSeries, id: series.id)
        case .person: nil
        }
    }

    /// TMDb's popularity; 0 for a person.
    var popularity: Double {
        switch self {
        case .movie(let movie): movie.popularity
        case .tvSeries(let series): series.popularity
        case .person: 0
        }
    }
}
