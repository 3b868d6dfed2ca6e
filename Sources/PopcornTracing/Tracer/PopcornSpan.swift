import Foundation
import Tracing

/// A span of ``PopcornTracer``: records its name, attributes, events and status under a lock (any thread
/// may touch it) and hands itself to the exporter once, when it ends.
///
/// Errors become an `exception` event (`exception.type`, `exception.message`). A cancelled operation is
/// not a failure: recording a `CancellationError` only sets `popcorn.cancelled`, and the error status that
/// `withSpan` sets after it is ignored.
public final class PopcornSpan: Span, @unchecked Sendable {
    public let context: ServiceContext
    /// This span's trace and id.
    public let identity: SpanIdentity
    private let parentSpanID: SpanID?
    private let kind: SpanKind
    private let startTime: UInt64
    private let onEnd: @Sendable (FinishedSpan) -> Void

    private let lock = NSLock()
    private var name: String
    private var recorded: SpanAttributes = [:]
    private var events: [FinishedSpan.Event] = []
    private var status = FinishedSpan.Status.unset
    private var cancelled = false
    private var ended = false

    init(name: String, kind: SpanKind, context: ServiceContext, identity: SpanIdentity, parentSpanID: SpanID?,
         startTime: UInt64, onEnd: @escaping @Sendable (FinishedSpan) -> Void) {
        self.name = name
        self.kind = kind
        self.context = context
        self.identity = identity
        self.parentSpanID = parentSpanID
        self.startTime = startTime
        self.onEnd = onEnd
    }

    public var operationName: String {
        get { lock.withLock { name } }
        set { lock.withLock { name = newValue } }
    }

    public var attributes: SpanAttributes {
        get { lock.withLock { recorded } }
        set { lock.withLock { recorded = newValue } }
    }

    public var isRecording: Bool { lock.withLock { !ended } }

    public func setStatus(_ status: SpanStatus) {
        lock.withLock {
            switch status.code {
            case .ok:
                self.status = .ok
            case .error:
                if !cancelled { self.status = .error(message: status.message) }
            }
        }
    }

    public func addEvent(_ event: SpanEvent) {
        let event = FinishedSpan.Event(name: event.name, time: event.nanosecondsSinceEpoch,
                                       attributes: TraceValue.dictionary(event.attributes))
        lock.withLock { events.append(event) }
    }

    public func recordError<Instant: TracerInstant>(_ error: any Error, attributes: SpanAttributes,
                                                    at instant: @autoclosure () -> Instant) {
        if error is CancellationError {
            lock.withLock {
                cancelled = true
                recorded["popcorn.cancelled"] = true
            }
            return
        }
        var details = attributes
        details["exception.type"] = String(reflecting: type(of: error))
        details["exception.message"] = String(describing: error)
        addEvent(SpanEvent(name: "exception", at: instant(), attributes: details))
    }

    /// Links are not recorded (Popcorn's traces have none).
    public func addLink(_ link: SpanLink) {}

    public func end<Instant: TracerInstant>(at instant: @autoclosure () -> Instant) {
        let endTime = instant().nanosecondsSinceEpoch
        let finished: FinishedSpan? = lock.withLock {
            guard !ended else { return nil }
            ended = true
            return FinishedSpan(traceID: identity.traceID, spanID: identity.spanID, parentSpanID: parentSpanID,
                                name: name, kind: kind, startTime: startTime, endTime: endTime, status: status,
                                attributes: TraceValue.dictionary(recorded), events: events)
        }
        if let finished { onEnd(finished) }
    }
}
