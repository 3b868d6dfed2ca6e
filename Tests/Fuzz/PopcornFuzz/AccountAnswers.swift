import Catalog
import Foundation
import TMDb

/// The account sync targets: TMDb's answers as `TMDbAccount` reads them.
enum AccountAnswers {
    /// Answers every request with the status and body it was made with.
    private struct FixedAnswer: TMDbTransport {
        let status: Int
        let body: Data

        func send(_ request: TMDbRequest) async throws -> TMDbResponse {
            TMDbResponse(status: status, body: body)
        }
    }

    private static func account(status: Int, body: Data) -> TMDbAccount {
        let client = TMDbClient(
            transport: FixedAnswer(status: status, body: body), credential: .token("t"),
            retry: RetryPolicy(maxAttempts: 1))
        let session = TMDbAccountSession(accessToken: "a", sessionID: "s", accountObjectID: "o", accountID: 1)
        return TMDbAccount(client: client, session: session, log: { _ in })
    }

    /// `account-list`: the input is the body of every page of every account list (watchlists, rated titles,
    /// rated episodes), decoded with the ratings and times converted. It reads or fails, never traps; what
    /// reads holds only ratings in 1–10, finite times, and no item both read and unreadable.
    static func list(_ body: Data) {
        let account = account(status: 200, body: body)
        guard let side = wait({ try? await account.syncSide() }) else { return }
        for (item, value) in side.values {
            switch item {
            case .watchlist: precondition(value == SyncItem.onWatchlist, "watchlist value \(value)")
            case .rating: precondition(Rating.range.contains(value), "rating \(value) out of range")
            }
            precondition(!side.unreadable.contains(item), "\(item) both read and unreadable")
        }
        precondition(side.changedAt.values.allSatisfy(\.isFinite), "a time that is not finite")
    }

    /// `sync-write-answer`: the input is a write's answer, `STATUS\nBODY` (no status line: 200). Every kind
    /// of write classifies it alike, and one counts as agreed only on TMDb's success answer: HTTP 200 or 201,
    /// a JSON object of at most 64 KiB with `"success": true` and `status_code` 1, 12 or 13.
    static func writeAnswer(_ data: Data) {
        let (status, body) = split(data)
        let account = account(status: status, body: body)
        let changes = [
            SyncChange(.watchlist(.movie, id: 1), SyncItem.onWatchlist), SyncChange(.watchlist(.tvSeries, id: 1), nil),
            SyncChange(.rating(.movie(id: 1)), 7), SyncChange(.rating(.series(id: 1)), nil),
        ]
        let agreed = changes.map { change in
            wait { () -> Bool? in
                do {
                    try await account.write(change)
                    return true
                } catch {
                    return false
                }
            } ?? false
        }
        precondition(Set(agreed).count == 1, "writes classify one answer differently: \(agreed)")
        guard agreed[0] else { return }
        precondition(status == 200 || status == 201, "HTTP \(status) counted as agreed")
        precondition(body.count <= 64 * 1024, "a body of \(body.count) bytes counted as agreed")
        let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
        precondition(object?["success"] as? Bool == true, "an answer without success true counted as agreed")
        let code = (object?["status_code"] as? NSNumber)?.doubleValue
        precondition(code == 1 || code == 12 || code == 13, "status_code \(String(describing: code)) counted as agreed")
    }

    /// The status of the first line (200 when it is not one) and the rest.
    private static func split(_ data: Data) -> (status: Int, body: Data) {
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")),
            let status = Int(String(decoding: data[data.startIndex..<newline], as: UTF8.self)),
            (100...599).contains(status)
        else {
            return (200, data)
        }
        return (status, Data(data[(newline + 1)...]))
    }

    /// The result of `body`, run to its end from this synchronous entry point.
    private static func wait<T: Sendable>(_ body: @escaping @Sendable () async -> T?) -> T? {
        let result = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            result.value = await body()
            done.signal()
        }
        done.wait()
        return result.value
    }

    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}
