extension AppSettings {
    /// Whether Popcorn runs without a window to check for new episodes ("background-checks";
    /// `BackgroundChecks`).
    public var backgroundChecks: Bool {
        get { boolValue(.backgroundChecks) }
        set { set(.backgroundChecks, .bool(newValue)) }
    }
}
