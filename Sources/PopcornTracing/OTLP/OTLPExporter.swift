import Foundation
import HTTP

/// Sends spans to an OpenTelemetry collector as OTLP/HTTP JSON (`POST …/v1/traces`) through an HTTP
/// transport (the app's libcurl client), off the caller's thread: spans wait in a queue and go out in
/// batches, at the latest `delay` after the first one; batches are sent one after another.
///
/// A collector that cannot be reached or refuses a batch costs one logged warning (then nothing more until
/// a batch goes through again); the batch is dropped. At most `capacity` spans wait; more are dropped.
public final class OTLPExporter: SpanExporter, @unchecked Sendable {
    /// The collector's traces URL, e.g. `http://127.0.0.1:4318/v1/traces`.
    public let url: String
    private let transport: any HTTPTransport
    private let resource: [String: TraceValue]
    private let version: String
    private let batchSize: Int
    private let delay: Duration
    private let capacity: Int
    private let warn: @Sendable (String) -> Void

    private let lock = NSLock()
    private var pending: [FinishedSpan] = []
    private var timerArmed = false
    private var lastSend: Task<Void, Never>?
    private var dropped = 0
    private var failing = false

    /// - Parameters:
    ///   - resource: the resource attributes (`service.name`…).
    ///   - version: the instrumentation scope's version.
    ///   - warn: receives the warning when export fails.
    public init(url: String, transport: any HTTPTransport, resource: [String: TraceValue], version: String,
                batchSize: Int = 256, delay: Duration = .seconds(1), capacity: Int = 4096,
                warn: @escaping @Sendable (String) -> Void) {
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
        lock.withLock {
            guard pending.count < capacity else {
                dropped += 1
                return
            }
            pending.append(span)
            if pending.count >= batchSize {
                sendPending()
            } else if !timerArmed {
                timerArmed = true
                let delay = self.delay
                Task.detached { [weak self] in
                    try? await Task.sleep(for: delay)
                    self?.timerFired()
                }
            }
        }
    }

    public func flush() async {
        let last = lock.withLock {
            sendPending()
            return lastSend
        }
        await last?.value
    }

    private func timerFired() {
        lock.withLock {
            timerArmed = false
            sendPending()
        }
    }

    /// Queues a send of every pending span after the sends already queued. Call with `lock` held.
    private func sendPending() {
        guard !pending.isEmpty else { return }
        let batch = pending
        pending = []
        let previous = lastSend
        lastSend = Task.detached { [self] in
            await previous?.value
            await send(batch)
        }
    }

    private func send(_ batch: [FinishedSpan]) async {
        let problem: String?
        do {
            let body = try OTLPTraceRequest(batch, resource: resource, scope: "io.github.popcorn.Popcorn",
                                            version: version).body()
            let response = try await transport.send(HTTPRequest(
                url: url, method: .post, headers: ["Content-Type": "application/json"], body: body,
                timeout: .seconds(10), maxBodyBytes: 1 << 20))
            problem = response.isSuccess ? nil : "the collector answered HTTP \(response.status)"
        } catch {
            problem = "\(error)"
        }
        let (warning, lost) = lock.withLock { () -> (Bool, Int) in
            defer { dropped = 0 }
            let wasFailing = failing
            failing = problem != nil
            return (problem != nil && !wasFailing, dropped)
        }
        if warning, let problem {
            let extra = lost > 0 ? "; \(lost) more spans were dropped" : ""
            warn("trace export to \(HTTPRequest(url: url).redactedURL) failed (\(problem)); \(batch.count) spans "
                 + "dropped\(extra). Further failures are not reported until export works again.")
        }
    }
}
