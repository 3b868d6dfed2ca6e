import Catalog

/// Which series hide the overview, still and name of the episodes not watched yet: the Preferences switch
/// ("spoiler-protection"), unless a series chose otherwise in its page menu ("Hide Spoilers").
public struct SpoilerProtection: Equatable, Sendable {
    /// The Preferences switch.
    public var isOn: Bool
    /// The series' own choices by series id (true: hide, false: show), over the switch.
    public var seriesChoices: [Int: Bool]

    public init(isOn: Bool = false, seriesChoices: [Int: Bool] = [:]) {
        self.isOn = isOn
        self.seriesChoices = seriesChoices
    }

    /// Whether the unwatched episodes of series `seriesID` are hidden.
    public func protects(seriesID: Int) -> Bool { seriesChoices[seriesID] ?? isOn }
}

extension EpisodeCalendar.Entry {
    /// Whether the calendar hides this episode: its series is protected and it is not watched.
    func hidesSpoilers(_ protection: SpoilerProtection) -> Bool {
        protection.protects(seriesID: seriesID) && !isWatched
    }
}
