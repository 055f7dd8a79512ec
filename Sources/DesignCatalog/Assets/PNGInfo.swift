/// What the loader reads of a PNG file: its signature and the pixel size in its `IHDR` chunk.
enum PNGInfo {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The width and height of the PNG in `bytes`, or nil when it is not a PNG.
    static func size(of bytes: [UInt8]) -> (width: Double, height: Double)? {
        guard bytes.count >= 24, bytes.starts(with: signature), Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func integer(at offset: Int) -> UInt32 {
            bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
        }
        let width = integer(at: 16)
        let height = integer(at: 20)
        guard width > 0, height > 0, width <= 10_000, height <= 10_000 else { return nil }
        return (Double(width), Double(height))
    }
}
