import Foundation

/// The order of the statistics' rankings (genres, people): most titles first, then by name — ignoring case
/// and accents, the same in every locale ("Émile" before "Gideon") — then by id.
enum StatisticsRanking {
    /// Whether `lhs` (titles, name, id) ranks before `rhs`.
    static func ranksBefore(_ lhs: (titles: Int, name: String, id: Int), _ rhs: (titles: Int, name: String, id: Int))
        -> Bool
    {
        if lhs.titles != rhs.titles { return lhs.titles > rhs.titles }
        switch lhs.name.compare(rhs.name, options: [.caseInsensitive, .diacriticInsensitive]) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return (lhs.name, lhs.id) < (rhs.name, rhs.id)
        }
    }

    /// The first `count` of `elements` by ``ranksBefore(_:_:)`` of `key`, in that order, without sorting them
    /// all (names are compared only against the last one kept, and only when the titles tie).
    static func top<Element>(
        _ count: Int, of elements: some Sequence<Element>,
        by key: (Element) -> (titles: Int, name: String, id: Int)
    ) -> [Element] {
        var kept: [(element: Element, key: (titles: Int, name: String, id: Int))] = []
        kept.reserveCapacity(count + 1)
        for element in elements {
            let elementKey = key(element)
            if kept.count == count, let last = kept.last, !ranksBefore(elementKey, last.key) { continue }
            let index = kept.firstIndex { ranksBefore(elementKey, $0.key) } ?? kept.endIndex
            kept.insert((element, elementKey), at: index)
            if kept.count > count { kept.removeLast() }
        }
        return kept.map(\.element)
    }
}
