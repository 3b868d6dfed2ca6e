import Foundation
import HTTP
import Synchronization

/// Sends spans to an OpenTelemetry collector as OTLP/HTTP JSON (`POST …/v1/traces`) through an HTTP
/// transport (the app's libcurl client), off the caller's thread: spans wait in a queue and go out in
/// batches, at the latest `delay` after the first one; batches are sent one after another.
///
/// A collector that cannot be reached or refuses a batch costs one logged warning (then nothing more until
/// a batch goes through again); the batch is dropped. At most `capacity` spans wait; more are dropped.
public final class OTLPExporter: SpanExporter, Sendable {
    /// The collector's traces URL, e.g. `http://127.0.0.1:4318/v1/traces`.
    public let url: String
    private let transport: any HTTPTransport
    private let resource: [String: TraceValue]
    private let version: String
    private let batchSize: Int
    private let delay: Duration
    private let capacity: Int
    private let warn: @Sendable (String) -> Void

    private struct State {
        var pending: [FinishedSpan] = []
        var timerArmed = false
        var lastSend: Task<Void, Never>?
        var dropped = 0
        var failing = false
    }

    private let state = Mutex(State())

    /// - Parameters:
    ///   - resource: the resource attributes (`service.name`…).
    ///   - version: the instrumentation scope's version.
    ///   - warn: receives the warning when export fails.
    public init(
        url: String, transport: any HTTPTransport, resource: [String: TraceValue], version: String,
        batchSize: Int = 256, delay: Duration = .seconds(1), capacity: Int = 4096,
        warn: @escaping @Sendable (String) -> Void
    ) {
        self.url = url
        self.transport = transport
        self.resource = resource
        self.version = version
        self.batchSize = batchSize
        self.delay = delay
        self.capacity = capacity
        self.warn = warn
    }

    public func export(_ span: FinishedSpan) {
        state.withLock { state in
            guard state.pending.count < capacity else {
                state.dropped += 1
                return
            }
            state.pending.append(span)
            if state.pending.count >= batchSize {
                sendPending(&state)
            } else if !state.timerArmed {
                state.timerArmed = true
                let delay = self.delay
                Task.detached { [weak self] in
                    try? await Task.sleep(for: delay)
                    self?.timerFired()
                }
            }
        }
    }

    public func flush() async {
        let last = state.withLock { state in
            sendPending(&state)
            return state.lastSend
        }
        await last?.value
    }

    private func timerFired() {
        state.withLock { state in
            state.timerArmed = false
            sendPending(&state)
        }
    }

    /// Queues a send of every pending span after the sends already queued (under the lock of `state`).
    private func sendPending(_ state: inout State) {
        guard !state.pending.isEmpty else { return }
        let batch = state.pending
        state.pending = []
        let previous = state.lastSend
        state.lastSend = Task.detached { [self] in
            await previous?.value
            await send(batch)
        }
    }

    private func send(_ batch: [FinishedSpan]) async {
        let problem: String?
        do {
            let body = try OTLPTraceRequest(
                batch, resource: resource, scope: "io.github.popcorn.Popcorn",
                version: version
            ).body()
            let response = try await transport.send(
                HTTPRequest(
                    url: url, method: .post, headers: ["Content-Type": "application/json"], body: body,
                    timeout: .seconds(10), maxBodyBytes: 1 << 20))
            problem = response.isSuccess ? nil : "the collector answered HTTP \(response.status)"
        } catch {
            problem = "\(error)"
        }
        let (warning, lost) = state.withLock { state -> (Bool, Int) in
            defer { state.dropped = 0 }
            let wasFailing = state.failing
            state.failing = problem != nil
            return (problem != nil && !wasFailing, state.dropped)
        }
        if warning, let problem {
            let extra = lost > 0 ? "; \(lost) more spans were dropped" : ""
            warn(
                "trace export to \(HTTPRequest(url: url).redactedURL) failed (\(problem)); \(batch.count) spans "
                    + "dropped\(extra). Further failures are not reported until export works again.")
        }
    }
}
