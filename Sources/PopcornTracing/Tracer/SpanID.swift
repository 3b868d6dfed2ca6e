/// A W3C trace-context span id: 8 random bytes, never zero.
public struct SpanID: Hashable, Sendable, CustomStringConvertible {
    let value: UInt64

    /// A new random id.
    static func random() -> SpanID {
        var generator = SystemRandomNumberGenerator()
        while true {
            let value: UInt64 = generator.next()
            if value != 0 { return SpanID(value: value) }
        }
    }

    /// 16 lower-case hex digits.
    public var description: String { hex(value) }
}
