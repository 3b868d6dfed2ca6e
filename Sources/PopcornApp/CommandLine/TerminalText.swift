/// Text made safe to print on a terminal: what the command line echoes may come from an imported file, a
/// server or a file name, and must not drive the terminal (retitle the window, recolour, move the cursor,
/// hide what was printed). Escape sequences (CSI, OSC and the other strings, two-character escapes; in their
/// 7-bit and 8-bit forms) are left out whole, and every other control character (C0, DEL, C1) alone, except
/// tabs and line feeds (kept, or made spaces in a single line).
enum TerminalText {
    /// `text` without escape sequences and control characters; line feeds are kept when `keepingLineBreaks`,
    /// else spaces.
    static func sanitized(_ text: String, keepingLineBreaks: Bool) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var scalars = text.unicodeScalars[...]
        var kept = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                skipControlString(&scalars)
            case 0x09:
                kept.append(scalar)
            case 0x0A:
                kept.append(keepingLineBreaks ? scalar : " ")
            default:
                if !isControl(scalar) { kept.append(scalar) }
            }
        }
        return String(kept)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// After ESC: a CSI (`[`), a control string (`]` OSC, `P` DCS, `X` SOS, `^` PM, `_` APC) or an escape of
    /// intermediate bytes and one final byte (ECMA-48).
    private static func skipEscapeSequence(_ scalars: inout Substring.UnicodeScalarView) {
        guard let introducer = scalars.first else { return }
        switch introducer {
        case "[":
            scalars.removeFirst()
            skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_":
            scalars.removeFirst()
            skipControlString(&scalars)
        default:
            while let next = scalars.first, (0x20...0x2F).contains(next.value) { scalars.removeFirst() }
            if let final = scalars.first, (0x30...0x7E).contains(final.value) { scalars.removeFirst() }
        }
    }

    /// A CSI's parameter and intermediate bytes and its final byte.
    private static func skipControlSequence(_ scalars: inout Substring.UnicodeScalarView) {
        while let next = scalars.first, (0x20...0x3F).contains(next.value) { scalars.removeFirst() }
        if let final = scalars.first, (0x40...0x7E).contains(final.value) { scalars.removeFirst() }
    }

    /// A control string up to and with its terminator: BEL, ST (ESC \ or U+009C), another escape sequence, or
    /// the end of the text.
    private static func skipControlString(_ scalars: inout Substring.UnicodeScalarView) {
        while let next = scalars.popFirst() {
            switch next.value {
            case 0x07, 0x9C:
                return
            case 0x1B:
                if scalars.first == "\\" {
                    scalars.removeFirst()
                } else {
                    skipEscapeSequence(&scalars)
                }
                return
            default:
                continue
            }
        }
    }
}
