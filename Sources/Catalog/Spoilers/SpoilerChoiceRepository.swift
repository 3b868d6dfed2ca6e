/// The series' own spoiler choices, over the Preferences switch: "Always Hide" or "Always Show" a series'
/// unwatched episodes (a series without a choice follows Preferences). User data: a write that was not
/// stored throws.
public protocol SpoilerChoiceRepository: Sendable {
    /// The choices as they are now: series id → hide (true) or show (false). Read from any thread without
    /// waiting (a page reads it while it renders).
    func spoilerChoices() -> [Int: Bool]
    /// Records the choice for a series: hide (true), show (false), or nil to follow Preferences again.
    func setSpoilerChoice(_ hides: Bool?, seriesID: Int) async throws(CatalogError)
}
