/// A W3C trace-context trace id: 16 random bytes, never all zero.
public struct TraceID: Hashable, Sendable, CustomStringConvertible {
    let high: UInt64
    let low: UInt64

    /// A new random id.
    static func random() -> TraceID {
        var generator = SystemRandomNumberGenerator()
        while true {
            let id = TraceID(high: generator.next(), low: generator.next())
            if id.high != 0 || id.low != 0 { return id }
        }
    }

    /// 32 lower-case hex digits.
    public var description: String { hex(high) + hex(low) }
}

/// `value` as 16 lower-case hex digits, zero-padded.
func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
}
