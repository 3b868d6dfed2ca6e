import Foundation
import Localization

/// A choice in the content language or region list: the code stored in the settings ("" = from the
/// locale) and the name shown.
public struct ContentOption: Equatable, Sendable {
    /// ISO 639-1 language or ISO 3166-1 region code; "" follows the user's locale.
    public let code: String
    /// The name shown in the list.
    public let name: String
}

/// The languages and regions offered in the preferences.
public enum ContentOptions {
    /// Languages, each named in itself (as language pickers usually do), "Same as the system" first.
    public static var languages: [ContentOption] {
        [ContentOption(code: "", name: tr("Same as the System"))]
            + [
                ("en", "English"), ("de", "Deutsch"), ("fr", "Français"), ("es", "Español"), ("it", "Italiano"),
                ("pt", "Português"), ("nl", "Nederlands"), ("pl", "Polski"), ("sv", "Svenska"), ("da", "Dansk"),
                ("nb", "Norsk bokmål"), ("fi", "Suomi"), ("cs", "Čeština"), ("tr", "Türkçe"), ("ru", "Русский"),
                ("uk", "Українська"), ("ja", "日本語"), ("ko", "한국어"), ("zh", "中文"),
            ].map { ContentOption(code: $0.0, name: $0.1) }
    }

    /// Regions with translated names, "Same as the system" first.
    public static var regions: [ContentOption] {
        [
            ContentOption(code: "", name: tr("Same as the System")),
            ContentOption(code: "US", name: tr("United States")),
            ContentOption(code: "GB", name: tr("United Kingdom")),
            ContentOption(code: "CA", name: tr("Canada")),
            ContentOption(code: "AU", name: tr("Australia")),
            ContentOption(code: "DE", name: tr("Germany")),
            ContentOption(code: "AT", name: tr("Austria")),
            ContentOption(code: "CH", name: tr("Switzerland")),
            ContentOption(code: "FR", name: tr("France")),
            ContentOption(code: "BE", name: tr("Belgium")),
            ContentOption(code: "ES", name: tr("Spain")),
            ContentOption(code: "MX", name: tr("Mexico")),
            ContentOption(code: "IT", name: tr("Italy")),
            ContentOption(code: "NL", name: tr("Netherlands")),
            ContentOption(code: "PT", name: tr("Portugal")),
            ContentOption(code: "BR", name: tr("Brazil")),
            ContentOption(code: "JP", name: tr("Japan")),
            ContentOption(code: "KR", name: tr("South Korea")),
            ContentOption(code: "IN", name: tr("India")),
        ]
    }

    /// The index of `code` in `options`, or 0 ("Same as the System") when it is not offered.
    public static func index(of code: String, in options: [ContentOption]) -> Int {
        options.firstIndex { $0.code.caseInsensitiveCompare(code) == .orderedSame } ?? 0
    }
}
