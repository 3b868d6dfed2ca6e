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

    /// The value of an integer key.
    public func intValue(_ key: SettingsKey) -> Int {
        if case .int(let number) = value(key) { return number }
        if case .int(let number) = key.defaultValue { return number }
        return 0
    }

    /// The value of a boolean key.
    public func boolValue(_ key: SettingsKey) -> Bool {
        if case .bool(let flag) = value(key) { return flag }
        if case .bool(let flag) = key.defaultValue { return flag }
        return false
    }

    /// The value of a string (or enum) key.
    public func stringValue(_ key: SettingsKey) -> String {
        if case .string(let text) = value(key) { return text }
        if case .string(let text) = key.defaultValue { return text }
        return ""
    }
}
