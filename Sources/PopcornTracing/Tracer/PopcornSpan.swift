import Synchronization
import Tracing

/// A span of ``PopcornTracer``: records its name, attributes, events and status under a lock (any thread
/// may touch it) and hands itself to the exporter once, when it ends.
///
/// Errors become an `exception` event (`exception.type`, `exception.message`). A cancelled operation is
/// not a failure: recording a `CancellationError` only sets `popcorn.cancelled`, and the error status that
/// `withSpan` sets after it is ignored.
public final class PopcornSpan: Span, Sendable {
    public let context: ServiceContext
    /// This span's trace and id.
    public let identity: SpanIdentity
    private let parentSpanID: SpanID?
    private let kind: SpanKind
    private let startTime: UInt64
    private let onEnd: @Sendable (FinishedSpan) -> Void

    private struct State {
        var name: String
        var recorded: SpanAttributes = [:]
        var events: [FinishedSpan.Event] = []
        var status = FinishedSpan.Status.unset
        var cancelled = false
        var ended = false
    }

    private let state: Mutex<State>

    init(
        name: String, kind: SpanKind, context: ServiceContext, identity: SpanIdentity, parentSpanID: SpanID?,
        startTime: UInt64, onEnd: @escaping @Sendable (FinishedSpan) -> Void
    ) {
        state = Mutex(State(name: name))
        self.kind = kind
        self.context = context
        self.identity = identity
        self.parentSpanID = parentSpanID
        self.startTime = startTime
        self.onEnd = onEnd
    }

    public var operationName: String {
        get { state.withLock { $0.name } }
        set { state.withLock { $0.name = newValue } }
    }

    public var attributes: SpanAttributes {
        get { state.withLock { $0.recorded } }
        set { state.withLock { $0.recorded = newValue } }
    }

    public var isRecording: Bool { state.withLock { !$0.ended } }

    public func setStatus(_ status: SpanStatus) {
        state.withLock { state in
            switch status.code {
            case .ok:
                state.status = .ok
            case .error:
                if !state.cancelled { state.status = .error(message: status.message) }
            }
        }
    }

    public func addEvent(_ event: SpanEvent) {
        let event = FinishedSpan.Event(
            name: event.name, time: event.nanosecondsSinceEpoch,
            attributes: TraceValue.dictionary(event.attributes))
        state.withLock { $0.events.append(event) }
    }

    public func recordError<Instant: TracerInstant>(
        _ error: any Error, attributes: SpanAttributes,
        at instant: @autoclosure () -> Instant
    ) {
        if error is CancellationError {
            state.withLock { state in
                state.cancelled = true
                state.recorded["popcorn.cancelled"] = true
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
        let finished: FinishedSpan? = state.withLock { state in
            guard !state.ended else { return nil }
            state.ended = true
            return FinishedSpan(
                traceID: identity.traceID, spanID: identity.spanID, parentSpanID: parentSpanID,
                name: state.name, kind: kind, startTime: startTime, endTime: endTime,
                status: state.status, attributes: TraceValue.dictionary(state.recorded),
                events: state.events)
        }
        if let finished { onEnd(finished) }
    }
}
