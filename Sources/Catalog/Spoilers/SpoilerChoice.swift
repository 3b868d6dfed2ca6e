/// A series' spoiler choice (series page menu "Spoilers", `popcorn spoilers`): follow Preferences, or always
/// hide or always show its unwatched episodes.
public enum SpoilerChoice: String, CaseIterable, Hashable, Sendable {
    /// As the Preferences switch says (no choice stored).
    case asInPreferences = "default"
    /// Hidden even with the Preferences switch off.
    case alwaysHide = "hide"
    /// Shown even with the Preferences switch on.
    case alwaysShow = "show"

    /// The choice stored as `hides` (nil: none).
    public init(hides: Bool?) {
        self = hides.map { $0 ? .alwaysHide : .alwaysShow } ?? .asInPreferences
    }

    /// What ``SpoilerChoiceRepository`` stores: hide, show, or nil for Preferences.
    public var hides: Bool? {
        switch self {
        case .asInPreferences: nil
        case .alwaysHide: true
        case .alwaysShow: false
        }
    }
}
