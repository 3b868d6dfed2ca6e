/// A failure of a command that says itself what went wrong and what to do (exit status 1).
protocol CommandFailure: Error {
    var userMessage: String { get }
}
