/// Why a token could not be saved, loaded or removed.
public enum TokenStoreError: Error, Equatable, Sendable {
    /// The keyring refused the operation (message from libsecret).
    case keyring(String)
    /// The token file could not be written, read or removed (message from the system).
    case file(String)
}
