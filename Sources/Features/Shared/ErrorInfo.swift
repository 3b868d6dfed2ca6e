import Catalog

/// An error as a screen shows it: a translated message and whether a Retry button makes sense.
public struct ErrorInfo: Equatable, Hashable, Sendable {
    /// A short, translated explanation for the user.
    public let message: String
    /// Whether trying again may help (drives the Retry button).
    public let isRetryable: Bool
    /// The error's stable name (`CatalogError.kindName`: "notFound", "offline"…) when it came from one;
    /// `popcorn dump` prints it.
    public let kind: String?

    public init(message: String, isRetryable: Bool, kind: String? = nil) {
        self.message = message
        self.isRetryable = isRetryable
        self.kind = kind
    }

    /// The user-facing form of a repository error.
    public init(_ error: CatalogError) {
        self.init(message: error.userMessage, isRetryable: error.isRetryable, kind: error.kindName)
    }
}
