import AppEnvironment

/// Typed accessors for each key of the schema.
extension AppSettings {
    /// Width of the main window in logical pixels.
    public var windowWidth: Int {
        get { intValue(.windowWidth) }
        set { set(.windowWidth, .int(newValue)) }
    }

    /// Height of the main window in logical pixels.
    public var windowHeight: Int {
        get { intValue(.windowHeight) }
        set { set(.windowHeight, .int(newValue)) }
    }

    /// Whether the main window is maximized.
    public var windowMaximized: Bool {
        get { boolValue(.windowMaximized) }
        set { set(.windowMaximized, .bool(newValue)) }
    }

    /// The last visible page: "explore", "search" or "watchlist".
    public var lastPage: String {
        get { stringValue(.lastPage) }
        set { set(.lastPage, .string(newValue)) }
    }

    /// The TMDb content language (ISO 639-1), or "" for the locale's.
    public var contentLanguage: String {
        get { stringValue(.contentLanguage) }
        set { set(.contentLanguage, .string(newValue)) }
    }

    /// The TMDb content region (ISO 3166-1), or "" for the locale's.
    public var contentRegion: String {
        get { stringValue(.contentRegion) }
        set { set(.contentRegion, .string(newValue)) }
    }

    /// The image cache size cap in megabytes.
    public var imageCacheSizeMB: Int {
        get { intValue(.imageCacheSizeMB) }
        set { set(.imageCacheSizeMB, .int(newValue)) }
    }

    /// Whether recent searches are remembered.
    public var searchHistoryEnabled: Bool {
        get { boolValue(.searchHistoryEnabled) }
        set { set(.searchHistoryEnabled, .bool(newValue)) }
    }

    /// Whether new episodes of followed series are announced by desktop notifications.
    public var newEpisodeNotifications: Bool {
        get { boolValue(.newEpisodeNotifications) }
        set { set(.newEpisodeNotifications, .bool(newValue)) }
    }

    /// Whether the overview, still and name of unwatched episodes are hidden until revealed.
    public var spoilerProtection: Bool {
        get { boolValue(.spoilerProtection) }
        set { set(.spoilerProtection, .bool(newValue)) }
    }

    /// The TMDb ids of the user's streaming services ("my-services": "8,337"), in the order chosen; ids that
    /// cannot be read are skipped.
    public var myServices: [Int] {
        get {
            stringValue(.myServices).split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }
        set { set(.myServices, .string(newValue.map(String.init).joined(separator: ","))) }
    }

    /// Whether the welcome window was shown (at the first start).
    public var welcomeShown: Bool {
        get { boolValue(.welcomeShown) }
        set { set(.welcomeShown, .bool(newValue)) }
    }

    /// The value of an integer key.
    public func intValue(_ key: SettingsKey) -> Int {
        typedValue(key, fallback: 0) { if case .int(let number) = $0 { number } else { nil } }
    }

    /// The value of a boolean key.
    public func boolValue(_ key: SettingsKey) -> Bool {
        typedValue(key, fallback: false) { if case .bool(let flag) = $0 { flag } else { nil } }
    }

    /// The value of a string (or enum) key.
    public func stringValue(_ key: SettingsKey) -> String {
        typedValue(key, fallback: "") { if case .string(let text) = $0 { text } else { nil } }
    }

    /// The stored value of `key` as `T`, else its default, else `fallback`.
    private func typedValue<T>(_ key: SettingsKey, fallback: T, _ extract: (SettingsValue) -> T?) -> T {
        extract(value(key)) ?? extract(key.defaultValue) ?? fallback
    }
}
