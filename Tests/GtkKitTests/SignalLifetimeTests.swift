import CGtk
import GtkKit
import XCTest

/// Signal handlers are Swift closures boxed and retained by GLib; the box must be released by the
/// GClosureNotify when the handler goes away, or every handler would leak with what it captures.
final class SignalLifetimeTests: XCTestCase {
    private static let objectCount = 1_000

    func testClosureBoxesAreReleasedWhenTheObjectIsFinalized() {
        MainActor.assumeIsolated {
            let counter = Counter()
            var objects: [Object] = []
            for index in 0..<Self.objectCount {
                let action = Object(taking: rawPointer(g_simple_action_new("action\(index)", nil)))
                let token = LifetimeToken(counter)
                action.onNotify("enabled") { token.counter.calls += 1 }
                objects.append(action)
            }
            XCTAssertEqual(counter.released, 0, "a box was released while its object was alive")

            for action in objects {
                g_simple_action_set_enabled(action.opaque, 0)
            }
            XCTAssertEqual(counter.calls, Self.objectCount, "every handler runs once")

            objects.removeAll()
            XCTAssertEqual(counter.released, Self.objectCount, "closure boxes leaked after finalize")
        }
    }

    func testClosureBoxIsReleasedOnDisconnect() {
        MainActor.assumeIsolated {
            let counter = Counter()
            let action = Object(taking: rawPointer(g_simple_action_new("kept", nil)))
            let token = LifetimeToken(counter)
            let handler = action.onNotify("enabled") { token.counter.calls += 1 }
            _ = consume token

            g_simple_action_set_enabled(action.opaque, 0)
            action.disconnect(handler)
            g_simple_action_set_enabled(action.opaque, 1)

            XCTAssertEqual(counter.calls, 1, "the handler ran after disconnect")
            XCTAssertEqual(counter.released, 1, "the box was not released on disconnect")
            XCTAssertEqual(action.referenceCount, 1, "the wrapper holds exactly one reference")
        }
    }
}

/// Counts handler calls and released closures.
@MainActor
final class Counter {
    var calls = 0
    var released = 0
}

/// Captured by a handler; its deinit proves the handler's box was freed.
@MainActor
final class LifetimeToken {
    let counter: Counter
    init(_ counter: Counter) { self.counter = counter }
    isolated deinit { counter.released += 1 }
}
