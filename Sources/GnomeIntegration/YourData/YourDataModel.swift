import AppEnvironment
import Catalog
import Foundation
import LibraryTransfer
import Logging

/// Backup, restore and imports behind the preferences' "Your Data" group, without any widget. One job at
/// a time: idle → running → finished (backed up, imported, failed or cancelled) → idle once the window has
/// shown the outcome. A restore or an import reads its files and matches titles before storing anything
/// in one transaction, so cancelling it or a failure leaves the library as it was. Main thread only.
@MainActor
public final class YourDataModel {
    /// What the user asked for.
    public enum Job: Equatable, Sendable {
        case backUp
        case restore
        case importFrom(LibraryImporter.Format)
    }

    /// Why a job stored nothing, for a dialog: what happened and what to do.
    public struct Failure: Equatable, Sendable {
        public let heading: String
        public let body: String
    }

    /// How a job ended.
    public enum Outcome: Equatable, Sendable {
        /// The backup was written to `path`.
        case backedUp(path: String)
        /// A restore or an import stored what `report` says.
        case imported(Job, LibraryImporter.Report)
        /// Nothing was stored.
        case failed(Failure)
        /// The user cancelled `job`: nothing was stored.
        case cancelled(Job)
    }

    /// Where the model is.
    public enum Phase: Equatable, Sendable {
        case idle
        case running(Job)
        case finished(Outcome)
    }

    /// Where the model is.
    public private(set) var phase: Phase = .idle
    /// Called on the main thread after `phase` changed.
    public var onChange: (() -> Void)?

    private let importer: LibraryImporter
    private let now: @Sendable () -> Double
    private var work: Task<LibraryImporter.Report, any Error>?

    /// A model over `importer`; `now` stamps backups (seconds since 1970).
    public init(importer: LibraryImporter, now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }) {
        self.importer = importer
        self.now = now
    }

    /// Whether a job is running (the rows are insensitive meanwhile).
    public var isRunning: Bool {
        if case .running = phase { true } else { false }
    }

    /// Writes a backup of the whole library to `path`, whole or not at all.
    public func backUp(to path: String) async {
        guard !isRunning else { return }
        update(.running(.backUp))
        let (importer, exportedAt) = (importer, now())
        let outcome: Outcome
        do {
            let data = try await importer.backup(exportedAt: exportedAt)
            try await Task.detached { try AtomicFile.write([UInt8](data), to: path) }.value
            outcome = .backedUp(path: path)
        } catch {
            Log.warning("The backup to \(path) failed: \(error)")
            outcome = .failed(YourDataText.failure(error, job: .backUp))
        }
        update(.finished(outcome))
    }

    /// Merges the backup at `path` into the library.
    public func restore(from path: String) async {
        await run(.restore, paths: [path]) { importer, files in try await importer.restore(files[0]) }
    }

    /// Imports the files at `paths`, exported by the service of `format`.
    public func importFiles(_ paths: [String], from format: LibraryImporter.Format) async {
        await run(.importFrom(format), paths: paths) { importer, files in
            try await importer.importFiles(files, format: format)
        }
    }

    /// Cancels the running restore or import: nothing is stored (unless it was already being stored, in
    /// which case it finishes as imported). A backup is not cancelled.
    public func cancel() {
        work?.cancel()
    }

    /// The window has shown the outcome: back to idle (without a change notification).
    public func outcomeShown() {
        if case .finished = phase { phase = .idle }
    }

    private func run(
        _ job: Job, paths: [String],
        apply:
            @escaping @Sendable (LibraryImporter, [LibraryImporter.File]) async throws
            -> LibraryImporter.Report
    ) async {
        guard !isRunning, !paths.isEmpty else { return }
        update(.running(job))
        let importer = importer
        let work = Task.detached {
            try await apply(importer, try Self.read(paths))
        }
        self.work = work
        let outcome: Outcome
        do {
            outcome = .imported(job, try await work.value)
        } catch {
            if work.isCancelled {
                outcome = .cancelled(job)
            } else {
                Log.warning("Importing \(paths.count) file(s) failed: \(error)")
                outcome = .failed(YourDataText.failure(error, job: job))
            }
        }
        self.work = nil
        update(.finished(outcome))
    }

    /// The files at `paths`, named by their last component (as summaries and errors show them).
    private nonisolated static func read(_ paths: [String]) throws -> [LibraryImporter.File] {
        try paths.map { path in
            let name = URL(fileURLWithPath: path).lastPathComponent
            guard let data = FileManager.default.contents(atPath: path) else { throw UnreadableFile(name: name) }
            try Task.checkCancellation()
            return LibraryImporter.File(name: name, data: data)
        }
    }

    private func update(_ phase: Phase) {
        self.phase = phase
        onChange?()
    }
}

/// A chosen file that cannot be read (gone, or not readable by the user).
struct UnreadableFile: Error {
    let name: String
}
