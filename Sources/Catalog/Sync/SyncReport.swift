/// What a sync changed.
public struct SyncReport: Sendable, Equatable {
    /// Changes sent to the account.
    public var sent: Int
    /// Changes made in the library.
    public var received: Int

    public init(sent: Int = 0, received: Int = 0) {
        self.sent = sent
        self.received = received
    }
}
