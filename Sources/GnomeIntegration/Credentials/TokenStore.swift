import AppEnvironment
import Foundation
import Logging

/// Saves and loads the user's TMDb API token: in the keyring when an unlocked Secret Service is
/// available, otherwise in a file readable only by the user. Never logs the token. Main thread only.
public final class TokenStore {
    private let keyring: SecretServiceKeyring?
    private let file: TokenFile

    /// A store using the keyring (when `useKeyring` and one is available) and a token file in
    /// `fileDirectory` (default `$XDG_DATA_HOME/io.github.popcorn.Popcorn`).
    public init(fileDirectory: String = TokenStore.defaultDirectory, useKeyring: Bool = true) {
        keyring = useKeyring ? SecretServiceKeyring() : nil
        file = TokenFile(directory: fileDirectory)
    }

    /// The path of the fallback file.
    public var filePath: String { file.path }

    /// Whether the keyring can be used right now.
    public var keyringAvailable: Bool { keyring?.isAvailable() ?? false }

    /// Saves `token` and returns where it went. With a keyring, an older file copy is removed.
    @discardableResult
    public func save(_ token: String) throws -> TokenLocation {
        let token = token.trimmingCharacters(in: .whitespacesAndNewlines)
        if let keyring, keyring.isAvailable() {
            do {
                try keyring.store(token, label: "Popcorn: TMDb API token")
                try file.clear()
                Log.info("TMDb token saved in the keyring")
                return .keyring
            } catch {
                Log.warning("Keyring refused the TMDb token, saving it to a file instead: \(error)")
            }
        }
        try file.store(token)
        Log.info("TMDb token saved in \(file.path)")
        return .file(path: file.path)
    }

    /// The saved token and where it was found, or nil when none is saved. Keyring first, then the file.
    public func load() -> (token: String, location: TokenLocation)? {
        if let keyring, keyring.isAvailable() {
            do {
                if let token = try keyring.load(), !token.isEmpty { return (token, .keyring) }
            } catch {
                Log.warning("Cannot read the TMDb token from the keyring: \(error)")
            }
        }
        do {
            if let token = try file.load() { return (token, .file(path: file.path)) }
        } catch {
            Log.warning("Cannot read the TMDb token file: \(error)")
        }
        return nil
    }

    /// Forgets the token everywhere.
    public func clear() throws {
        if let keyring, keyring.isAvailable() { try keyring.clear() }
        try file.clear()
        Log.info("TMDb token removed")
    }

    /// `$XDG_DATA_HOME/io.github.popcorn.Popcorn` (or `~/.local/share/…`).
    public static var defaultDirectory: String {
        UserFolders().data
    }
}
