import Store
import XCTest

/// An exhaustive test harness for a reducer.
///
/// - ``send(_:file:line:assert:)`` reduces an action; the closure must make exactly the state change
///   the action makes (start from the previous state and mutate it).
/// - ``receive(_:file:line:assert:)`` waits for the next action an effect sent, checks it, and
///   checks its state change the same way.
/// - ``finish(file:line:)`` waits for running effects to end, then fails if any action is left
///   unasserted. Sending while received actions are unasserted also fails.
///
/// Time is controlled with ``TestClock``; waiting for effects uses no clock at all, except a watchdog
/// (``timeout``) that only fires when a test is already failing, so a broken test never hangs.
@MainActor
public final class TestStore<State: Equatable, Action: Equatable & Sendable> {
    /// The state after the last asserted action.
    public private(set) var state: State
    /// How long ``receive(_:file:line:assert:)`` and ``finish(file:line:)`` wait before failing.
    public var timeout: Duration = .seconds(10)

    private let reduce: (inout State, Action) -> Effect<Action>
    private let runtime: EffectRuntime<Action>
    private var received: [Action] = []
    private var waiter: CheckedContinuation<Void, Never>?
    private var finished = false
    private let file: StaticString
    private let line: UInt

    /// A test store running `reducer` from `initialState`.
    public init<R: Reducer>(initialState: State, reducer: R, file: StaticString = #filePath, line: UInt = #line)
    where R.State == State, R.Action == Action {
        state = initialState
        reduce = reducer.reduce(into:action:)
        self.file = file
        self.line = line
        runtime = EffectRuntime()
        runtime.deliver = { [unowned self] action in
            self.received.append(action)
            self.wake()
        }
        runtime.onTaskFinished = { [unowned self] in self.wake() }
    }

    isolated deinit {
        guard !finished else { return }
        if runtime.runningCount > 0 || !received.isEmpty {
            XCTFail(
                """
                The test store ended with \(runtime.runningCount) running effect(s) and \(received.count) \
                unasserted action(s). End the test with `await store.finish()`.
                """, file: file, line: line)
        }
        runtime.cancelAll()
    }

    /// Effects that have not finished yet.
    public var runningEffectCount: Int { runtime.runningCount }

    /// Sends `action`; `assert` must turn the previous state into the new one.
    public func send(
        _ action: Action, file: StaticString = #filePath, line: UInt = #line,
        assert: ((inout State) -> Void)? = nil
    ) async {
        if !received.isEmpty {
            XCTFail(
                "Must handle \(received.count) received action(s) before sending \(action): "
                    + received.map { "\($0)" }.joined(separator: ", "), file: file, line: line)
        }
        apply(action, assert: assert, file: file, line: line)
        await Task.yield()
    }

    /// Waits for the next action an effect sends, checks it is `expected`, and checks its state change.
    public func receive(
        _ expected: Action, file: StaticString = #filePath, line: UInt = #line,
        assert: ((inout State) -> Void)? = nil
    ) async {
        guard await wait(until: { !self.received.isEmpty }) else {
            let reason =
                runtime.runningCount == 0
                ? "no effect is running" : "\(runtime.runningCount) effect(s) still running after \(timeout)"
            XCTFail("Expected to receive \(expected), but \(reason).", file: file, line: line)
            return
        }
        let action = received.removeFirst()
        if action != expected {
            XCTFail(
                "Received an unexpected action.\n" + Self.diff(expected: expected, actual: action),
                file: file, line: line)
        }
        apply(action, assert: assert, file: file, line: line)
        await Task.yield()
    }

    /// Waits for all running effects to end (failing after ``timeout``), then fails for every
    /// unasserted received action.
    public func finish(file: StaticString = #filePath, line: UInt = #line) async {
        finished = true
        if await !wait(until: { self.runtime.runningCount == 0 }) {
            XCTFail("\(runtime.runningCount) effect(s) still running at the end of the test.", file: file, line: line)
            runtime.cancelAll()
        }
        if !received.isEmpty {
            XCTFail(
                "Unasserted received action(s): " + received.map { "\($0)" }.joined(separator: ", "),
                file: file, line: line)
            received.removeAll()
        }
    }

    /// Cancels every running effect (e.g. a long-lived subscription the test is done with).
    public func cancelInFlightEffects() {
        runtime.cancelAll()
    }

    /// Drops received actions that have not been asserted (use sparingly).
    public func skipReceivedActions() {
        received.removeAll()
    }

    private func apply(_ action: Action, assert: ((inout State) -> Void)?, file: StaticString, line: UInt) {
        var expected = state
        let effect = reduce(&state, action)
        assert?(&expected)
        if expected != state {
            XCTFail(
                "State after \(action) differs from the expectation (− expected, + actual):\n"
                    + Self.diff(expected: expected, actual: state), file: file, line: line)
        }
        runtime.start(effect)
    }

    private func wake() {
        let waiter = self.waiter
        self.waiter = nil
        waiter?.resume()
    }

    /// Suspends until `condition` holds, no effect is running (so it never will), or the watchdog fires.
    private func wait(until condition: @escaping @MainActor () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while !condition() {
            if runtime.runningCount == 0 || ContinuousClock.now >= deadline { return condition() }
            let watchdog = Task { @MainActor [weak self] in
                try? await Task.sleep(until: deadline, tolerance: nil, clock: .continuous)
                self?.wake()
            }
            await withCheckedContinuation { continuation in waiter = continuation }
            watchdog.cancel()
        }
        return true
    }

    static func diff(expected: Any, actual: Any) -> String {
        var expectedText = ""
        var actualText = ""
        dump(expected, to: &expectedText)
        dump(actual, to: &actualText)
        return LineDiff.render(
            old: expectedText.split(separator: "\n").map(String.init),
            new: actualText.split(separator: "\n").map(String.init))
    }
}
