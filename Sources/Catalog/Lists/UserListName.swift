import Foundation

/// The rules for a list's name: not empty, at most ``maximumLength`` characters, spaces around it trimmed.
public enum UserListName {
    /// TMDb's list documentation (https://developer.themoviedb.org/v4/reference/list-create) states no limit;
    /// 100 characters keeps a name readable in the sidebar and the list picker.
    public static let maximumLength = 100

    /// The name to store: `name` without the spaces around it.
    public static func validated(_ name: String) throws(ListError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .emptyName }
        guard trimmed.count <= maximumLength else { throw .nameTooLong }
        return trimmed
    }
}
