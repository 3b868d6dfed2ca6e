import Catalog
import Persistence

/// Runs the body of a lists command (`list …`, `lists`, `status`, `hide`, `unhide`) through
/// ``CommandRunner``: a refused request (a bad or taken list name, a status a title cannot have) exits 2, an
/// unknown list or a library failure 1, each with its reason on stderr.
enum ListCommandRunner {
    static func run(
        _ name: String, demo: Bool, _ body: @escaping @MainActor (SQLiteLibrary) async throws(ListError) -> Void
    ) throws {
        try CommandRunner.run(name, demo: demo) { services -> Int32 in
            do throws(ListError) {
                try await body(services.library)
                return 0
            } catch {
                Terminal.printError("popcorn \(name): \(error.userMessage)")
                return error.isInvalidRequest ? 2 : 1
            }
        }
    }
}
