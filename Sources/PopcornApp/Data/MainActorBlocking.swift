import Foundation

/// Runs async main-actor work from synchronous main-thread code (a subcommand) and waits for it, keeping
/// the main queue served by spinning the main run loop (no GTK main loop needed).
@MainActor
enum MainActorBlocking {
    private final class Box {
        var status: Int32?
    }

    static func run(_ body: @escaping @MainActor () async -> Int32) -> Int32 {
        let box = Box()
        Task { @MainActor in box.status = await body() }
        while box.status == nil {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.02))
        }
        return box.status ?? 1
    }
}
