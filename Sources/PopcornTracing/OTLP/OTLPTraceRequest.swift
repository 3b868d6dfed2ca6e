import Foundation
import Tracing

/// The body of an OTLP/HTTP JSON `POST /v1/traces` (OpenTelemetry's protobuf JSON mapping): ids as hex,
/// times and 64-bit integers as strings, enums as numbers.
enum OTLPTraceRequest {
    /// `{"resourceSpans": [{"resource", "scopeSpans": [{"scope", "spans"}]}]}` for `spans`.
    static func body(_ spans: [FinishedSpan], resource: [String: TraceValue], scope: String,
                     version: String) throws -> Data {
        let object: [String: Any] = ["resourceSpans": [[
            "resource": ["attributes": attributes(resource)],
            "scopeSpans": [[
                "scope": ["name": scope, "version": version],
                "spans": spans.map(span),
            ]],
        ]]]
        return try JSONSerialization.data(withJSONObject: object, options: [.withoutEscapingSlashes])
    }

    static func span(_ span: FinishedSpan) -> [String: Any] {
        var object: [String: Any] = [
            "traceId": span.traceID.description,
            "spanId": span.spanID.description,
            "name": span.name,
            "kind": kind(span.kind),
            "startTimeUnixNano": String(span.startTime),
            "endTimeUnixNano": String(span.endTime),
            "attributes": attributes(span.attributes),
            "events": span.events.map { event -> [String: Any] in
                ["timeUnixNano": String(event.time), "name": event.name, "attributes": attributes(event.attributes)]
            },
            "status": status(span.status),
        ]
        if let parent = span.parentSpanID { object["parentSpanId"] = parent.description }
        return object
    }

    /// `SPAN_KIND_INTERNAL` 1, `SERVER` 2, `CLIENT` 3, `PRODUCER` 4, `CONSUMER` 5.
    private static func kind(_ kind: SpanKind) -> Int {
        switch kind {
        case .internal: 1
        case .server: 2
        case .client: 3
        case .producer: 4
        case .consumer: 5
        }
    }

    /// `STATUS_CODE_UNSET` 0, `OK` 1, `ERROR` 2 (with its message).
    private static func status(_ status: FinishedSpan.Status) -> [String: Any] {
        switch status {
        case .unset: ["code": 0]
        case .ok: ["code": 1]
        case .error(let message?): ["code": 2, "message": message]
        case .error(nil): ["code": 2]
        }
    }

    /// `[{"key", "value": {"stringValue" | "boolValue" | "intValue" | "doubleValue" | "arrayValue"}}]`,
    /// sorted by key.
    private static func attributes(_ attributes: [String: TraceValue]) -> [[String: Any]] {
        attributes.sorted { $0.key < $1.key }.map { ["key": $0.key, "value": value($0.value)] }
    }

    private static func value(_ value: TraceValue) -> [String: Any] {
        switch value {
        case .bool(let value): ["boolValue": value]
        case .int(let value): ["intValue": String(value)]
        case .double(let value): ["doubleValue": value]
        case .string(let value): ["stringValue": value]
        case .array(let values): ["arrayValue": ["values": values.map(self.value)]]
        }
    }
}
