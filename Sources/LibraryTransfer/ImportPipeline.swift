import Catalog
import Foundation
import Synchronization

/// A Trakt import that stores while it reads: a thread of its own reads the files' items and matches them in
/// batches (``TraktExport/rows(_:file:batchSize:_:)``, ``ImportMatcher/matchedTitles(_:)``), handing each
/// batch's contents through a bounded queue to the library, which stores it in the import's one transaction
/// while the next batch is read. Reading and storing take about as long each, so on two cores the import
/// takes about the longer of the two instead of their sum, and holds a few batches instead of every row.
///
/// What it stores and reports is what reading everything first stores and reports: a file that fails stores
/// nothing (the transaction is rolled back) and throws the reader's error — even when storing failed first, the
/// rest is read to find it; a file the item reader refuses (that Foundation's parser may read) returns nil, and
/// the caller imports the files the sequential way.
enum ImportPipeline {
    /// The items of a batch.
    static let batchSize = 2_000
    /// The batches read ahead of the one being stored.
    static let queuedBatches = 4

    /// What the reading thread hands over.
    enum Message: Sendable {
        case part(LibraryContents)
        case end(Ending)
    }

    /// How the reading ended.
    enum Ending: Sendable {
        /// Every file read: the rows that matched nothing.
        case read(unmatched: [UnmatchedRow])
        case failed(ImportFileError)
        /// The item reader refused a file.
        case refused
        /// Stopped before the end (the import was cancelled).
        case stopped
    }

    /// The reading side's state, shared with the storing side.
    final class Reading: Sendable {
        let queue = BoundedQueue<Message>(capacity: ImportPipeline.queuedBatches)
        private let state = Mutex<(stopped: Bool, ending: Ending?)>((false, nil))

        var stopped: Bool { state.withLock { $0.stopped } }
        var ending: Ending? { state.withLock { $0.ending } }

        func stop() { state.withLock { $0.stopped = true } }

        /// The next part to store; nil once every file was read, after recording how the reading ended.
        func next() -> LibraryContents? {
            switch queue.take() {
            case .part(let contents):
                return contents
            case .end(let ending):
                state.withLock { $0.ending = ending }
                return nil
            }
        }

        /// Takes what is left until the end.
        func drain() {
            while ending == nil { _ = next() }
        }
    }

    /// The storing side stopped because the reading did not end well.
    private struct ReadingFailed: Error {}

    /// Imports the Trakt `files` into `library`; nil when the item reader refused one of them.
    static func run(_ files: [LibraryImporter.File], into library: any LibraryTransferRepository) async throws
        -> LibraryImporter.Report?
    {
        let reading = Reading()
        let thread = Thread { read(files, reading) }
        // The item reader recurses once per level of nesting, up to JSONReader.maxDepth.
        thread.stackSize = 8 << 20
        thread.start()
        let summary: MergeSummary
        do {
            summary = try await library.merge(
                expectingPlays: expectedItems(files),
                parts: {
                    if Task.isCancelled { reading.stop() }
                    guard let part = reading.next() else {
                        guard case .read? = reading.ending else { throw ReadingFailed() }
                        return nil
                    }
                    return part
                })
        } catch {
            reading.drain()
            switch reading.ending {
            case .failed(let readError)?: throw readError
            case .refused?: return nil
            case .stopped?: throw CancellationError()
            case .read?, nil: throw error
            }
        }
        // The parts end only when every file was read.
        guard case .read(let unmatched)? = reading.ending else { preconditionFailure("stored an unfinished reading") }
        return LibraryImporter.Report(summary: summary, unmatched: unmatched)
    }

    /// About how many items `files` hold: an item of Trakt's history takes 300–350 bytes (its ids, title and
    /// year, the show's and the episode's), rarely less than 250.
    private static func expectedItems(_ files: [LibraryImporter.File]) -> Int {
        files.reduce(0) { $0 + $1.data.count } / 250
    }

    /// The reading thread: every file's rows, matched, in batches, then how it ended.
    private static func read(_ files: [LibraryImporter.File], _ reading: Reading) {
        var unmatched: [UnmatchedRow] = []
        for file in files {
            do throws(ImportFileError) {
                let read = try TraktExport.rows(file.data, file: file.name, batchSize: batchSize) { rows in
                    guard !reading.stopped else { return }
                    let matched = ImportMatcher.matchedTitles(rows)
                    unmatched += matched.unmatched
                    reading.queue.put(.part(matched.contents))
                }
                guard read else { return reading.queue.put(.end(.refused)) }
            } catch {
                return reading.queue.put(.end(.failed(error)))
            }
            if reading.stopped { return reading.queue.put(.end(.stopped)) }
        }
        reading.queue.put(.end(.read(unmatched: unmatched)))
    }
}
