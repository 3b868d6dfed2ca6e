import Foundation

extension Process {
    /// Waits for the process to end by polling `isRunning` (Foundation's `waitUntilExit` can hang when
    /// called from a Swift concurrency thread).
    public func waitForExit() {
        while isRunning { usleep(5_000) }
    }
}
