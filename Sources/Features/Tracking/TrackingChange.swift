import Catalog
import Foundation
import Localization

/// A saved change to the user's tracking, which the toast describes and its Undo reverts.
public enum TrackingChange: Equatable, Sendable {
    /// Plays added (marked watched).
    case added([Play])
    /// Plays removed.
    case removed([Play])
    /// A rating set (`to`) or cleared (`to` nil), with the one it replaced.
    case rated(TrackedTitle, from: Int?, to: Int?)

    /// The toast's text.
    public var message: String {
        switch self {
        case .added(let plays) where plays.isEmpty:
            tr("Every aired episode is already watched")
        case .added(let plays) where plays.count == 1:
            tr("Marked as watched")
        case .added(let plays):
            String(
                format: ntr("%ld episode marked as watched", "%ld episodes marked as watched", plays.count),
                plays.count)
        case .removed(let plays) where plays.isEmpty:
            tr("Nothing to remove from your history")
        case .removed(let plays) where plays.count == 1:
            tr("Removed from your history")
        case .removed(let plays):
            String(
                format: ntr(
                    "%ld play removed from your history", "%ld plays removed from your history",
                    plays.count), plays.count)
        case .rated(_, _, let value?):
            // Translators: a toast after rating a title, e.g. "Rated 8/10".
            String(format: tr("Rated %ld/10"), value)
        case .rated(_, _, nil):
            tr("Rating removed")
        }
    }

    /// Whether there is anything to undo.
    public var canUndo: Bool {
        switch self {
        case .added(let plays), .removed(let plays): !plays.isEmpty
        case .rated(_, let from, let to): from != to
        }
    }

    /// Reverts the change.
    public func undo(in tracking: any TrackingRepository) async throws {
        switch self {
        case .added(let plays): try await tracking.removePlays(plays.map(\.id))
        case .removed(let plays): try await tracking.restorePlays(plays)
        case .rated(let title, let from, _): try await tracking.setRating(from, for: title)
        }
    }
}
