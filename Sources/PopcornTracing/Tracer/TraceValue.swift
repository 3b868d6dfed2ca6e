import Tracing

/// An attribute value as exporters write it, keeping its JSON type.
public enum TraceValue: Hashable, Sendable {
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([TraceValue])

    /// The value of a tracing-API attribute.
    init(_ attribute: SpanAttribute) {
        switch attribute {
        case .bool(let value): self = .bool(value)
        case .int32(let value): self = .int(Int64(value))
        case .int64(let value): self = .int(value)
        case .double(let value): self = .double(value)
        case .string(let value): self = .string(value)
        case .boolArray(let values): self = .array(values.map(TraceValue.bool))
        case .int32Array(let values): self = .array(values.map { .int(Int64($0)) })
        case .int64Array(let values): self = .array(values.map(TraceValue.int))
        case .doubleArray(let values): self = .array(values.map(TraceValue.double))
        case .stringArray(let values): self = .array(values.map(TraceValue.string))
        case .stringConvertible(let value): self = .string(value.description)
        case .stringConvertibleArray(let values): self = .array(values.map { .string($0.description) })
        default: self = .string("\(attribute)")
        }
    }

    /// Every attribute of `attributes`, converted.
    static func dictionary(_ attributes: SpanAttributes) -> [String: TraceValue] {
        var result: [String: TraceValue] = [:]
        attributes.forEach { key, value in result[key] = TraceValue(value) }
        return result
    }
}

extension TraceValue: Encodable {
    /// The value as its JSON type: `true`, `200`, `1.5`, `"text"`, `[…]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        }
    }
}
