import Catalog

/// What the UI draws while an image loads or when it failed: same aspect ratio as the final image (no
/// layout jump) — a neutral gray 16:9 for stills and backdrops, a 2:3 poster shape, initials for people and
/// streaming services' logos.
public struct ImagePlaceholder: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        /// Neutral gray box (stills, backdrops).
        case gray
        /// Poster-shaped box (a film-strip icon or similar may be drawn on it).
        case poster
        /// A person's or a service's initials ("" when the name has no letters).
        case initials(String)
    }

    public let kind: ImageKind
    public let style: Style

    /// The placeholder for an image of `kind`; `name` supplies a person's or service's initials.
    public init(kind: ImageKind, name: String? = nil) {
        self.kind = kind
        switch kind {
        case .backdrop, .still: style = .gray
        case .poster: style = .poster
        case .profile, .logo: style = .initials(ImagePlaceholder.initials(of: name ?? ""))
        }
    }

    /// Width divided by height.
    public var aspectRatio: Double { kind.aspectRatio }

    /// Up to two letters: the first letters of the first and last words ("Ada Lovelace" → "AL").
    public static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace || $0 == "-" })
            .compactMap { word in word.first(where: { $0.isLetter }) }
        guard let first = words.first else { return "" }
        let letters = words.count > 1 ? [first, words[words.count - 1]] : [first]
        return String(letters).uppercased()
    }
}
