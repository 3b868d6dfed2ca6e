import CSecret
import Logging

/// A secret of Popcorn's (the TMDb API token, or the TMDb account's sign-in) in the Secret Service (GNOME
/// Keyring, KWallet…) through libsecret, as the one item of its schema.
///
/// Only an existing, unlocked default collection is used: libsecret would otherwise show an unlock or
/// "create keyring" prompt, which must never block the app (or a headless test). Call from one thread.
public final class SecretServiceKeyring {
    /// The libsecret schema name of the TMDb API token.
    public static let schemaName = "io.github.popcorn.Popcorn.TMDbToken"
    private static let attributeName = "service"
    private static let attributeValue = "api.themoviedb.org"

    private let schema: UnsafeMutablePointer<SecretSchema>

    /// Creates the keyring access to the item of `schemaName` (nothing is contacted until first use).
    public init(schemaName: String = SecretServiceKeyring.schemaName) {
        let types = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, nil)
        g_hash_table_insert(
            types, UnsafeMutableRawPointer(g_strdup(Self.attributeName)),
            UnsafeMutableRawPointer(bitPattern: Int(SECRET_SCHEMA_ATTRIBUTE_STRING.rawValue)))
        schema = secret_schema_newv(schemaName, SECRET_SCHEMA_NONE, types)
        g_hash_table_unref(types)
    }

    deinit {
        secret_schema_unref(schema)
    }

    /// Whether a Secret Service runs and its default collection exists and is unlocked.
    public func isAvailable() -> Bool {
        var error: UnsafeMutablePointer<GError>?
        guard let service = secret_service_get_sync(SECRET_SERVICE_NONE, nil, &error) else {
            Log.debug("No Secret Service: \(Self.describe(error))")
            g_clear_error(&error)
            return false
        }
        defer { g_object_unref(UnsafeMutableRawPointer(service)) }
        guard
            let collection = secret_collection_for_alias_sync(
                service, SECRET_COLLECTION_DEFAULT,
                SECRET_COLLECTION_NONE, nil, &error)
        else {
            Log.debug("Secret Service has no default collection: \(Self.describe(error))")
            g_clear_error(&error)
            return false
        }
        defer { g_object_unref(UnsafeMutableRawPointer(collection)) }
        let locked = secret_collection_get_locked(collection) != 0
        if locked { Log.debug("The default keyring is locked") }
        return !locked
    }

    /// Stores `token` in the default collection, replacing an earlier one.
    public func store(_ token: String, label: String) throws {
        var error: UnsafeMutablePointer<GError>?
        let attributes = Self.attributes()
        defer { g_hash_table_unref(attributes) }
        let stored = secret_password_storev_sync(
            schema, attributes, SECRET_COLLECTION_DEFAULT, label, token,
            nil, &error)
        if stored == 0 {
            defer { g_clear_error(&error) }
            throw TokenStoreError.keyring(Self.describe(error))
        }
    }

    /// The stored token, or nil when there is none.
    public func load() throws -> String? {
        var error: UnsafeMutablePointer<GError>?
        let attributes = Self.attributes()
        defer { g_hash_table_unref(attributes) }
        let secret = secret_password_lookupv_sync(schema, attributes, nil, &error)
        if let error {
            defer {
                var owned: UnsafeMutablePointer<GError>? = error
                g_clear_error(&owned)
            }
            throw TokenStoreError.keyring(Self.describe(error))
        }
        guard let secret else { return nil }
        defer { secret_password_free(secret) }
        return String(cString: secret)
    }

    /// Removes the stored token; returns whether there was one.
    @discardableResult
    public func clear() throws -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let attributes = Self.attributes()
        defer { g_hash_table_unref(attributes) }
        let removed = secret_password_clearv_sync(schema, attributes, nil, &error)
        if let error {
            defer {
                var owned: UnsafeMutablePointer<GError>? = error
                g_clear_error(&owned)
            }
            throw TokenStoreError.keyring(Self.describe(error))
        }
        return removed != 0
    }

    /// Drops libsecret's cached Secret Service connection (tests that change the session bus).
    public static func disconnect() {
        secret_service_disconnect()
    }

    private static func attributes() -> OpaquePointer {
        let table = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free)!
        g_hash_table_insert(
            table, UnsafeMutableRawPointer(g_strdup(attributeName)),
            UnsafeMutableRawPointer(g_strdup(attributeValue)))
        return table
    }

    private static func describe(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error, let message = error.pointee.message else { return "unknown error" }
        return String(cString: message)
    }
}
