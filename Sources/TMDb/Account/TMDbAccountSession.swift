/// What signing in to TMDb gives: the user access token (v4 reads, sign-out), the session id (v3 writes)
/// and the account's ids. Secret: kept in the keyring (or the 0600 file), never logged — its description
/// is redacted.
public struct TMDbAccountSession: Sendable, Hashable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    public let accessToken: String
    public let sessionID: String
    /// The v4 account id ("4bc8…"), in the paths of the account's lists.
    public let accountObjectID: String
    /// The v3 account id, in the paths of the watchlist writes and the rated episodes.
    public let accountID: Int

    public init(accessToken: String, sessionID: String, accountObjectID: String, accountID: Int) {
        self.accessToken = accessToken
        self.sessionID = sessionID
        self.accountObjectID = accountObjectID
        self.accountID = accountID
    }

    public var description: String { "TMDbAccountSession(account \(accountID), secrets redacted)" }
    public var debugDescription: String { description }
}
