/// The TMDb account the library syncs with, as the library remembers it (never its credential).
public struct AccountStatus: Sendable, Equatable {
    public var username: String
    /// The name on the profile; may be empty.
    public var name: String
    /// When the last complete sync started (seconds since 1970); nil before the first one.
    public var lastSyncAt: Double?
    /// TMDb refused the saved sign-in (expired or revoked): the user must sign in again.
    public var signInExpired: Bool

    public init(username: String, name: String, lastSyncAt: Double? = nil, signInExpired: Bool = false) {
        self.username = username
        self.name = name
        self.lastSyncAt = lastSyncAt
        self.signInExpired = signInExpired
    }

    /// The name to show: the profile's name, else the username.
    public var displayName: String { name.isEmpty ? username : name }
}
