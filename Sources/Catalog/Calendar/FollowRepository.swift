/// Which series the user follows for the calendar and new-episode notifications (their explicit
/// choices; see ``FollowedSeries`` for the defaults), and which aired episodes were already announced.
/// User data: a write that was not stored throws.
public protocol FollowRepository: Sendable {
    /// The user's explicit choices: series id → following (true) or stopped (false).
    func followChoices() async throws(CatalogError) -> [Int: Bool]
    /// Records the user's choice for a series. Stopping forgets its baseline (following again starts a new one).
    func setFollowing(_ following: Bool, seriesID: Int) async throws(CatalogError)
    /// The user's explicit notification choices: series id → choice ("Never" for a series they stopped
    /// following, "When Each Episode Airs" for one they chose to follow without saying more).
    func notificationChoices() async throws(CatalogError) -> [Int: NotificationChoice]
    /// Records the user's notification choice for a series (following it unless `never`, as ``setFollowing(_:seriesID:)``).
    func setNotificationChoice(_ choice: NotificationChoice, seriesID: Int) async throws(CatalogError)
    /// Records the aired episodes of a followed series as announced, in one transaction. The first call
    /// for a series (since it was followed) records the baseline: nothing is new. After that, the
    /// episodes never recorded before are new — each is returned by exactly one call, across processes.
    func claimAnnouncements(of aired: [EpisodeKey], inSeries seriesID: Int) async throws(CatalogError)
        -> AnnouncementClaim
    /// Forgets the baselines of the series not in `followed` (their next follow starts a new one).
    func forgetBaselines(keeping followed: Set<Int>) async throws(CatalogError)
}

/// What ``FollowRepository/claimAnnouncements(of:inSeries:)`` found.
public enum AnnouncementClaim: Equatable, Sendable {
    /// The series' first refresh: every aired episode was recorded, none is new.
    case baseline
    /// The aired episodes announced for the first time (possibly none), in the order given.
    case new([EpisodeKey])
}
