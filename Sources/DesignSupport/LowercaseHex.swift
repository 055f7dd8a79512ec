/// Bytes written as lowercase hexadecimal, two digits each, as colours are written in tokens,
/// reports and pages (`#ff0010`). One spelling, so a colour reads the same wherever it is
/// printed.
package enum LowercaseHex {
    /// `prefix` followed by two lowercase digits per byte: `"#"` and `[255, 0, 16]` give
    /// `#ff0010`.
    package static func text(_ bytes: [UInt8], after prefix: String = "") -> String {
        var text: [UInt8] = Array(prefix.utf8)
        text.reserveCapacity(text.count + 2 * bytes.count)
        for byte in bytes {
            text.append(digit(byte >> 4))
            text.append(digit(byte & 15))
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `#` and three 0–1 channels as bytes, two digits each: `#ff0010`. Seven bytes fit in a
    /// small string, so nothing is allocated (the site writes a colour for every fill it draws).
    package static func color(red: Double, green: Double, blue: Double) -> String {
        String(unsafeUninitializedCapacity: 7) { text in
            func put(_ channel: Double, at index: Int) {
                let value = byte(ofChannel: channel)
                text[index] = digit(value >> 4)
                text[index + 1] = digit(value & 15)
            }
            text[0] = UInt8(ascii: "#")
            put(red, at: 1)
            put(green, at: 3)
            put(blue, at: 5)
            return 7
        }
    }

    /// A 0–1 channel as the byte it is written as: scaled to 255 and rounded, clamped first.
    package static func byte(ofChannel channel: Double) -> UInt8 {
        let clamped: Double = min(max(channel, 0), 1)
        return UInt8((clamped * 255).rounded())
    }

    private static func digit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
