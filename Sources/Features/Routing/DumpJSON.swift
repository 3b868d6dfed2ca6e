import Foundation

/// A JSON value whose objects keep their key order, so `popcorn dump` prints stable, readable output.
public enum DumpJSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([DumpJSON])
    case object([(String, DumpJSON)])

    public static func == (lhs: DumpJSON, rhs: DumpJSON) -> Bool { lhs.text == rhs.text }

    /// A string, or null.
    public static func optional(_ text: String?) -> DumpJSON { text.map(DumpJSON.string) ?? .null }

    /// An integer, or null.
    public static func optional(_ number: Int?) -> DumpJSON { number.map(DumpJSON.int) ?? .null }

    /// A number, or null.
    public static func optional(_ number: Double?) -> DumpJSON { number.map(DumpJSON.double) ?? .null }

    /// Compact JSON text on one line; control characters in strings (C0, DEL, C1) are `\u` escapes, so
    /// the text is safe to print on a terminal and nothing is lost.
    public var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .int(let value): output += String(value)
        case .double(let value):
            output +=
                value.isFinite
                ? (value == value.rounded() && abs(value) < 1e15
                    ? String(Int64(value)) : String(value)) : "null"
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += ", " }
                value.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += ", " }
                Self.writeString(key, to: &output)
                output += ": "
                value.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                output += String(format: "\\u%04x", scalar.value)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
