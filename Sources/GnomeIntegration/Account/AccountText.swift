import Catalog
import Foundation
import Localization

/// How the account is named and its sync time shown, on the command line and in Preferences.
public enum AccountText {
    /// "Popcorn Tester (popcorn-tester)", or the username alone when the profile has no name.
    public static func name(_ status: AccountStatus) -> String {
        status.name.isEmpty || status.name == status.username ? status.username : "\(status.name) (\(status.username))"
    }

    /// "Last sync: 2026-11-24 10:00" (local time), or "Not synced yet."
    public static func lastSync(_ status: AccountStatus) -> String {
        guard let time = status.lastSyncAt else { return tr("Not synced yet.") }
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return String(format: tr("Last sync: %@"), formatter.string(from: Date(timeIntervalSince1970: time)))
    }
}
