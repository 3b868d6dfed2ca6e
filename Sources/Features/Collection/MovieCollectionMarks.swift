import Catalog
import Foundation
import Localization

/// The collection page's own state: which of its movies were watched, and the outcome of "Mark All Watched"
/// (a toast with Undo, or the error of a failed save).
public struct MovieCollectionMarks: Equatable, Sendable {
    /// The movies with a play (of every movie, not only the collection's); nil until the library was read.
    public var watchedMovies: Set<Int>?
    /// The last saved "Mark All Watched", to show once as a toast with Undo.
    public var toast: Toast?
    /// Set when saving failed (show it); cleared by the next change.
    public var error: ErrorInfo?
    private var toastCount = 0

    public init() {}

    /// Whether the movie with `id` has a play.
    public func isWatched(_ id: Int) -> Bool { watchedMovies?.contains(id) ?? false }

    mutating func show(_ plays: [Play]) {
        toastCount += 1
        toast = Toast(id: toastCount, plays: plays)
    }

    /// Shows that saving (or undoing) failed: "Your change was not saved." and why.
    mutating func failed(_ cause: CatalogError) {
        let message = String(format: tr("%@ %@"), tr("Your change was not saved."), cause.userMessage)
        error = ErrorInfo(message: message, isRetryable: cause.isRetryable, kind: cause.kindName)
    }

    /// The toast after "Mark All Watched": the plays it added, which Undo removes.
    public struct Toast: Equatable, Sendable {
        /// Distinguishes two toasts with the same text.
        public let id: Int
        public let plays: [Play]

        /// "3 movies marked as watched"; "Every released movie is already watched" when nothing was added.
        public var message: String {
            switch plays.count {
            case 0: tr("Every released movie is already watched")
            case 1: tr("Marked as watched")
            default:
                String(
                    format: ntr("%ld movie marked as watched", "%ld movies marked as watched", plays.count),
                    plays.count)
            }
        }

        /// Whether there is anything to undo.
        public var canUndo: Bool { !plays.isEmpty }
    }
}
