import Foundation

/// How well a name matches the words typed in the overview; lower ranks come first. Every term must occur
/// in the name, compared without case and accents ("amelie" finds "Amélie").
enum ShellSearchMatch: Int, Comparable {
    /// The name starts with the terms as typed ("the mat" → "The Matrix").
    case namePrefix
    /// Every term starts a word of the name ("matrix re" → "The Matrix Reloaded").
    case wordPrefixes
    /// Every term occurs somewhere in the name.
    case substrings

    /// The match of `terms` in `name`; nil when a term does not occur, or no term was given.
    init?(terms: [String], name: String) {
        let terms = terms.map(Self.normalized).filter { !$0.isEmpty }
        guard !terms.isEmpty else { return nil }
        let name = Self.normalized(name)
        guard terms.allSatisfy(name.contains) else { return nil }
        if name.hasPrefix(terms.joined(separator: " ")) {
            self = .namePrefix
            return
        }
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        self = terms.allSatisfy({ term in words.contains { $0.hasPrefix(term) } }) ? .wordPrefixes : .substrings
    }

    static func < (lhs: ShellSearchMatch, rhs: ShellSearchMatch) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Lower case without diacritics, trimmed.
    static func normalized(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
