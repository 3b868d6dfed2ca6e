import Catalog
import Foundation

/// Multi-search over the demo catalog: case- and diacritic-insensitive matching of titles and names,
/// ranked by how well they match, then by popularity.
struct DemoSearchIndex: Sendable {
    private struct Entry: Sendable {
        let names: [String]
        let popularity: Double
        let mediaOrder: Int
        let id: Int
        let item: JSONValue
    }

    private let entries: [Entry]

    /// - Parameter items: multi-search results (`media_type` movie, tv or person); repeats are dropped.
    init(items: [JSONValue]) {
        var seen = Set<String>()
        var entries: [Entry] = []
        for item in items {
            guard let mediaType = item["media_type"]?.string, let id = item["id"]?.int,
                seen.insert("\(mediaType)/\(id)").inserted
            else { continue }
            let names = ["title", "original_title", "name", "original_name"]
                .compactMap { item[$0]?.string }
                .map(Self.normalize)
                .filter { !$0.isEmpty }
            let order = ["movie": 0, "tv": 1, "person": 2][mediaType] ?? 3
            entries.append(
                Entry(
                    names: names, popularity: item["popularity"]?.number ?? 0, mediaOrder: order,
                    id: id, item: item))
        }
        self.entries = entries
    }

    /// Every match for `query`, best first; empty for a blank query.
    func search(_ query: String) -> [JSONValue] {
        let needle = Self.normalize(query)
        guard !needle.isEmpty else { return [] }
        let words = needle.split(separator: " ").map(String.init)
        let ranked: [(rank: Int, entry: Entry)] = entries.compactMap { entry in
            let best = entry.names.compactMap { Self.rank(needle, words, in: $0) }.min()
            return best.map { ($0, entry) }
        }
        return ranked.sorted { lhs, rhs in
            if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
            if lhs.entry.popularity != rhs.entry.popularity { return lhs.entry.popularity > rhs.entry.popularity }
            if lhs.entry.mediaOrder != rhs.entry.mediaOrder { return lhs.entry.mediaOrder < rhs.entry.mediaOrder }
            return lhs.entry.id < rhs.entry.id
        }.map(\.entry.item)
    }

    /// 0 exact, 1 prefix, 2 a word starts with the query, 3 substring, 4 every word somewhere; nil: no match.
    private static func rank(_ needle: String, _ words: [String], in name: String) -> Int? {
        if name == needle { return 0 }
        if name.hasPrefix(needle) { return 1 }
        if (" " + name).contains(" " + needle) { return 2 }
        if name.contains(needle) { return 3 }
        if words.count > 1, words.allSatisfy({ name.contains($0) }) { return 4 }
        return nil
    }

    /// Lowercased, without diacritics, apostrophes dropped, other punctuation folded to single
    /// spaces ("Tinker's Café!" → "tinkers cafe").
    static func normalize(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "'", with: "")
            .replacingOccurrences(of: "\u{2019}", with: "")
        let words = folded.unicodeScalars.split { !CharacterSet.alphanumerics.contains($0) }
        return words.map { String(String.UnicodeScalarView($0)) }.joined(separator: " ")
    }
}
