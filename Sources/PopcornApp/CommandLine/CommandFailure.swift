import Foundation

/// A failure of a command that says itself what went wrong and what to do (exit status 1). Its
/// `errorDescription` is what the app shows (without the command to run).
protocol CommandFailure: LocalizedError {
    var userMessage: String { get }
}
