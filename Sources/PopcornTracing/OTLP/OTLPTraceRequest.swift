import Foundation
import Tracing

/// The body of an OTLP/HTTP JSON `POST /v1/traces` (OpenTelemetry's protobuf JSON mapping): ids as hex,
/// times and 64-bit integers as strings, enums as numbers, attributes as `{"key", "value": {"stringValue" |
/// "boolValue" | "intValue" | "doubleValue" | "arrayValue"}}` sorted by key.
struct OTLPTraceRequest: Encodable {
    private struct ResourceSpans: Encodable {
        let resource: Resource
        let scopeSpans: [ScopeSpans]
    }

    private struct Resource: Encodable {
        let attributes: [KeyValue]
    }

    private struct ScopeSpans: Encodable {
        let scope: Scope
        let spans: [Span]
    }

    private struct Scope: Encodable {
        let name: String
        let version: String
    }

    private struct Span: Encodable {
        let traceId: String
        let spanId: String
        /// Absent for a root.
        let parentSpanId: String?
        let name: String
        /// `SPAN_KIND_INTERNAL` 1, `SERVER` 2, `CLIENT` 3, `PRODUCER` 4, `CONSUMER` 5.
        let kind: Int
        let startTimeUnixNano: String
        let endTimeUnixNano: String
        let attributes: [KeyValue]
        let events: [Event]
        let status: Status
    }

    private struct Event: Encodable {
        let timeUnixNano: String
        let name: String
        let attributes: [KeyValue]
    }

    /// `STATUS_CODE_UNSET` 0, `OK` 1, `ERROR` 2 (with its message).
    private struct Status: Encodable {
        let code: Int
        let message: String?
    }

    private struct KeyValue: Encodable {
        let key: String
        let value: AnyValue
    }

    private struct ArrayValue: Encodable {
        let values: [AnyValue]
    }

    private struct AnyValue: Encodable {
        private enum Key: String, CodingKey {
            case boolValue, intValue, doubleValue, stringValue, arrayValue
        }

        let value: TraceValue

        func encode(to encoder: any Encoder) throws {
            var object = encoder.container(keyedBy: Key.self)
            switch value {
            case .bool(let value): try object.encode(value, forKey: .boolValue)
            case .int(let value): try object.encode(String(value), forKey: .intValue)
            case .double(let value): try object.encode(value, forKey: .doubleValue)
            case .string(let value): try object.encode(value, forKey: .stringValue)
            case .array(let values):
                try object.encode(ArrayValue(values: values.map(AnyValue.init)), forKey: .arrayValue)
            }
        }
    }

    private let resourceSpans: [ResourceSpans]

    /// One resource and one instrumentation scope holding `spans`.
    init(_ spans: [FinishedSpan], resource: [String: TraceValue], scope: String, version: String) {
        resourceSpans = [
            ResourceSpans(
                resource: Resource(attributes: Self.attributes(resource)),
                scopeSpans: [
                    ScopeSpans(
                        scope: Scope(name: scope, version: version),
                        spans: spans.map(Self.span))
                ])
        ]
    }

    /// The request as JSON.
    func body() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return try encoder.encode(self)
    }

    private static func span(_ span: FinishedSpan) -> Span {
        Span(
            traceId: span.traceID.description, spanId: span.spanID.description,
            parentSpanId: span.parentSpanID?.description, name: span.name, kind: kind(span.kind),
            startTimeUnixNano: String(span.startTime), endTimeUnixNano: String(span.endTime),
            attributes: attributes(span.attributes),
            events: span.events.map {
                Event(timeUnixNano: String($0.time), name: $0.name, attributes: attributes($0.attributes))
            },
            status: status(span.status))
    }

    private static func kind(_ kind: SpanKind) -> Int {
        switch kind {
        case .internal: 1
        case .server: 2
        case .client: 3
        case .producer: 4
        case .consumer: 5
        }
    }

    private static func status(_ status: FinishedSpan.Status) -> Status {
        switch status {
        case .unset: Status(code: 0, message: nil)
        case .ok: Status(code: 1, message: nil)
        case .error(let message): Status(code: 2, message: message)
        }
    }

    private static func attributes(_ attributes: [String: TraceValue]) -> [KeyValue] {
        attributes.sorted { $0.key < $1.key }.map { KeyValue(key: $0.key, value: AnyValue(value: $0.value)) }
    }
}
