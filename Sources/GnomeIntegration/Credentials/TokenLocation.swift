/// Where a saved TMDb token lives.
public enum TokenLocation: Equatable, Sendable {
    /// The user's keyring, through the Secret Service (libsecret).
    case keyring
    /// A file readable only by the user (mode 0600), used when no unlocked keyring is available.
    case file(path: String)
}
