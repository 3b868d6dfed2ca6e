extension SeriesPartState {
    /// Whether the episode page of episode `number` hides it: protected, never watched, not revealed (while
    /// the protection is not known, `untilKnown`).
    public func hidesEpisode(_ number: Int, untilKnown: Bool = false) -> Bool {
        spoilers.hides(number, isWatched: (tracking.status?.watchCount ?? 0) > 0, untilKnown: untilKnown)
    }

    /// Whether the season page hides its episode `number`: protected, not watched, not revealed (while the
    /// protection is not known, `untilKnown`).
    public func hidesSeasonEpisode(_ number: Int, untilKnown: Bool = false) -> Bool {
        spoilers.hides(
            number, isWatched: tracking.status?.watchedEpisodes.contains(number) ?? false, untilKnown: untilKnown)
    }
}

/// What decides which episodes a season or episode page hides: the protection, the episodes revealed and the
/// watched ones (the page renders again when it changes).
public struct SpoilerInputs: Equatable, Sendable {
    let shield: SpoilerShield
    let watchedEpisodes: Set<Int>
    let isWatched: Bool

    /// The inputs of the page state `own`.
    public init(_ own: SeriesPartState) {
        shield = own.spoilers
        watchedEpisodes = own.tracking.status?.watchedEpisodes ?? []
        isWatched = (own.tracking.status?.watchCount ?? 0) > 0
    }
}
