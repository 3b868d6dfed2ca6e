import Catalog
import Foundation

/// TMDb's status answer `{"success", "status_code", "status_message"}` — the body of every error, and of
/// the writes' successes — and what each code means to Popcorn. The codes, their HTTP statuses and
/// messages are TMDb's errors table: https://developer.themoviedb.org/docs/errors (the fake server answers
/// from a copy of it, Tests/Support/tmdb_errors.json).
struct TMDbStatusAnswer: Sendable, Equatable {
    /// Error bodies are a line of JSON: a bigger body is not read as one.
    static let maxBytes = 64 * 1024

    let success: Bool?
    let code: Int?

    /// The answer in `body`; nil when it is not a JSON object (or is too big to be one).
    init?(body: Data) {
        guard !body.isEmpty, body.count <= Self.maxBytes,
            let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
        else { return nil }
        success = object["success"] as? Bool
        code = (object["status_code"] as? NSNumber).flatMap { Int(exactly: $0.doubleValue) }
    }

    /// The codes TMDb answers on success: 1 "Success.", 12 "The item/record was updated successfully.",
    /// 13 "The item/record was deleted successfully."
    static let successCodes: Set<Int> = [1, 12, 13]

    /// What TMDb's `code` means to Popcorn (nil: a success code or one of the table's informational 200s,
    /// 21 "Entry not found" and 40 "Nothing to update", or a code the table does not list).
    static func error(code: Int, httpStatus: Int) -> CatalogError? {
        switch code {
        // The credential or the account's sign-in was refused, suspended or lacks the permission.
        case 3, 7, 10, 14, 30, 31, 32, 35, 36, 38, 39, 45: .unauthorised
        // What was asked for does not exist: an id, a resource, a session; 44 "The ID is invalid" (HTTP 500).
        case 6, 34, 37, 44: .notFound
        case 25: .rateLimited(retryAfter: nil)
        // TMDb or its backend failed or is offline: worth another try.
        case 9, 11, 15, 24, 43, 46: .server(status: (500..<600).contains(httpStatus) ? httpStatus : 503)
        case 41: .signIn(.notApproved)
        case 33: .signIn(.expired)
        case 16, 17: .signIn(.denied)
        // The request itself is wrong (parameters, format, method, page, date, duplicate, validation…).
        case 2, 4, 5, 8, 18, 19, 20, 22, 23, 26, 27, 28, 29, 42, 47: .refused(code: code)
        default: nil
        }
    }
}
