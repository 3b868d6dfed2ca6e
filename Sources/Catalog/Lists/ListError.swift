import Localization

/// Why a change to the user's lists, statuses or hidden titles was refused.
public enum ListError: Error, Sendable, Hashable {
    /// The list name is empty or only spaces.
    case emptyName
    /// The list name is longer than ``UserListName/maximumLength`` characters.
    case nameTooLong
    /// Another list already has this name (names are compared ignoring case).
    case duplicateName(String)
    /// No list has this id or name.
    case unknownList(String)
    /// On Hold and Dropped are statuses of series; a movie is planned or watched.
    case statusOnlyForSeries
    /// Only On Hold and Dropped can be set; the other statuses follow from the plays and the watchlist.
    case statusNotSettable(LibraryStatus)
    /// The library could not store or read it.
    case library(CatalogError)

    /// Whether the request itself is wrong (a usage error) rather than the library failing or the list missing.
    public var isInvalidRequest: Bool {
        switch self {
        case .emptyName, .nameTooLong, .duplicateName, .statusOnlyForSeries, .statusNotSettable: true
        case .unknownList, .library: false
        }
    }

    /// A short, translated explanation for the user.
    public var userMessage: String {
        switch self {
        case .emptyName:
            tr("A list needs a name.")
        case .nameTooLong:
            String(format: tr("A list name has at most %d characters."), UserListName.maximumLength)
        case .duplicateName(let name):
            String(format: tr("There is already a list named “%@”."), name)
        case .unknownList(let list):
            String(format: tr("There is no list “%@”."), list)
        case .statusOnlyForSeries:
            tr("Only series can be put on hold or dropped.")
        case .statusNotSettable:
            tr("Only the statuses On Hold and Dropped can be set.")
        case .library(let error):
            error.userMessage
        }
    }
}
