/// The `language` parameter sent to TMDb, derived from the user's locale.
public enum TMDbLanguage {
    /// Used when the locale says nothing useful ("C", "POSIX", unset).
    public static let fallback = "en-US"

    /// Where regional data (certifications, where to watch) comes from when the language names no region.
    public static let fallbackRegion = "US"

    /// The region of a TMDb language: "de-DE" → "DE", "fr" → "US" (``fallbackRegion``).
    public static func region(of language: String) -> String {
        let parts = language.split(separator: "-")
        guard parts.count > 1, parts[1].count == 2 else { return fallbackRegion }
        return parts[1].uppercased()
    }

    /// From `LC_ALL`, then `LC_MESSAGES`, then `LANG`: "de_DE.UTF-8" → "de-DE".
    public static func fromEnvironment(_ environment: [String: String]) -> String {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return fromLocaleName(value)
            }
        }
        return fallback
    }

    /// "de_DE.UTF-8@euro" → "de-DE", "pt_BR" → "pt-BR", "fr" → "fr", "C"/"POSIX"/garbage → "en-US".
    public static func fromLocaleName(_ name: String) -> String {
        let base = name.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return fallback }
        let lang = language.lowercased()
        if parts.count > 1, parts[1].count == 2, parts[1].allSatisfy({ $0.isASCII && $0.isLetter }) {
            return "\(lang)-\(parts[1].uppercased())"
        }
        return lang
    }
}
