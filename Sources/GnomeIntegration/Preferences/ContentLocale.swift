import TMDb

/// The `language` sent to TMDb: the content language and region chosen in the settings, each falling
/// back to the user's locale when empty. The locale's region is only borrowed for the locale's own
/// language ("" + "" with LANG=fr_CH.UTF-8 → "fr-CH"; "de" + "" → "de"; "de" + "AT" → "de-AT").
public enum ContentLocale {
    /// Combines the settings' language and region with the locale from `environment`.
    public static func tmdbLanguage(language: String, region: String, environment: [String: String]) -> String {
        let fromLocale = TMDbLanguage.fromEnvironment(environment).split(separator: "-").map(String.init)
        let localeLanguage = fromLocale[0]
        let lang = language.isEmpty ? localeLanguage : language.lowercased()
        let localeRegion = fromLocale.count > 1 && lang == localeLanguage ? fromLocale[1] : ""
        let reg = region.isEmpty ? localeRegion : region.uppercased()
        return reg.isEmpty ? lang : "\(lang)-\(reg)"
    }
}
