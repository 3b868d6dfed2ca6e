import AppEnvironment
import Foundation
import Logging

/// Saves and loads one of the user's secrets — the TMDb API token, or the TMDb account's sign-in: in the
/// keyring when an unlocked Secret Service is available, otherwise in a file readable only by the user.
/// Never logs the secret. Main thread only.
public final class TokenStore {
    /// Which secret a store keeps: its keyring schema, fallback file name, keyring label and what log lines
    /// call it.
    public struct Item: Sendable {
        let schemaName: String
        let fileName: String
        let label: String
        let noun: String

        /// The TMDb API token.
        public static let apiToken = Item(
            schemaName: SecretServiceKeyring.schemaName, fileName: "tmdb-token",
            label: "Popcorn: TMDb API token", noun: "TMDb token")
        /// The TMDb account's sign-in (user access token and session id).
        public static let accountSession = Item(
            schemaName: "io.github.popcorn.Popcorn.TMDbAccount",
            fileName: "tmdb-account", label: "Popcorn: TMDb account sign-in",
            noun: "TMDb account sign-in")
    }

    private let item: Item
    private let keyring: SecretServiceKeyring?
    private let file: TokenFile

    /// A store of `item` using the keyring (when `useKeyring` and one is available) and a file in
    /// `fileDirectory` (default `$XDG_DATA_HOME/io.github.popcorn.Popcorn`).
    public init(_ item: Item = .apiToken, fileDirectory: String = TokenStore.defaultDirectory, useKeyring: Bool = true)
    {
        self.item = item
        keyring = useKeyring ? SecretServiceKeyring(schemaName: item.schemaName) : nil
        file = TokenFile(directory: fileDirectory, name: item.fileName)
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
                try keyring.store(token, label: item.label)
                try file.clear()
                Log.info("\(item.noun) saved in the keyring")
                return .keyring
            } catch {
                Log.warning("Keyring refused the \(item.noun), saving it to a file instead: \(error)")
            }
        }
        try file.store(token)
        Log.info("\(item.noun) saved in \(file.path)")
        return .file(path: file.path)
    }

    /// The saved token and where it was found, or nil when none is saved. Keyring first, then the file.
    public func load() -> (token: String, location: TokenLocation)? {
        if let keyring, keyring.isAvailable() {
            do {
                if let token = try keyring.load(), !token.isEmpty { return (token, .keyring) }
            } catch {
                Log.warning("Cannot read the \(item.noun) from the keyring: \(error)")
            }
        }
        do {
            if let token = try file.load() { return (token, .file(path: file.path)) }
        } catch {
            Log.warning("Cannot read the \(item.noun) file: \(error)")
        }
        return nil
    }

    /// Forgets the secret everywhere.
    public func clear() throws {
        if let keyring, keyring.isAvailable() { try keyring.clear() }
        try file.clear()
        Log.info("\(item.noun) removed")
    }

    /// `$XDG_DATA_HOME/io.github.popcorn.Popcorn` (or `~/.local/share/…`).
    public static var defaultDirectory: String {
        UserFolders().data
    }
}
