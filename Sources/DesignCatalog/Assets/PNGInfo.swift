/// What the loader reads of a PNG file: its chunks, walked from the signature to `IEND`, each
/// length and CRC checked, so a file that only starts like a PNG (a signature and an `IHDR` with
/// no image data after it) is refused instead of being drawn as a broken image. The layout is
/// PNG's (ISO/IEC 15948, sections 5.3 and 11): length, type, data, CRC-32 of type and data; `IHDR`
/// first and 13 bytes long, one or more `IDAT`, `IEND` last and empty.
enum PNGInfo {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The largest width or height drawn, in pixels.
    static let maximumSide: UInt32 = 10_000

    /// Why a file is not a usable PNG, as the end of "x.png is not a usable PNG image: …".
    enum Problem: Error, Equatable, CustomStringConvertible {
        case noSignature
        case truncated(chunk: String)
        case badChecksum(chunk: String)
        case noHeader
        case badSize(width: UInt32, height: UInt32)
        case noImageData
        case noEnd
        case dataAfterEnd

        var description: String {
            switch self {
            case .noSignature: "it does not start with the PNG signature"
            case .truncated(let chunk): "its \(chunk) chunk is cut short"
            case .badChecksum(let chunk): "its \(chunk) chunk's checksum is wrong, so the file is damaged"
            case .noHeader: "it has no IHDR chunk first"
            case .badSize(let width, let height): "its size \(width)×\(height) is 0 or over \(PNGInfo.maximumSide) pixels"
            case .noImageData: "it holds no image data (no IDAT chunk)"
            case .noEnd: "it has no IEND chunk, so it is cut short"
            case .dataAfterEnd: "it holds bytes after its IEND chunk"
            }
        }
    }

    /// The width and height of the PNG in `bytes`, or why it is not one.
    static func size(of bytes: [UInt8]) -> Result<(width: Double, height: Double), Problem> {
        guard bytes.starts(with: signature) else { return .failure(.noSignature) }
        var offset = signature.count
        var size: (width: UInt32, height: UInt32)?
        var hasImageData = false
        while offset < bytes.count {
            guard bytes.count - offset >= 12 else { return .failure(.truncated(chunk: "last")) }
            let length = Int(integer(in: bytes, at: offset))
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= bytes.count - offset - 12 else { return .failure(.truncated(chunk: type)) }
            let data = (offset + 8)..<(offset + 8 + length)
            guard CRC32.checksum(bytes[(offset + 4)..<data.upperBound]) == integer(in: bytes, at: data.upperBound) else {
                return .failure(.badChecksum(chunk: type))
            }
            offset = data.upperBound + 4
            guard let header = size else {
                guard type == "IHDR", length == 13 else { return .failure(.noHeader) }
                let width = integer(in: bytes, at: data.lowerBound)
                let height = integer(in: bytes, at: data.lowerBound + 4)
                guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
                    return .failure(.badSize(width: width, height: height))
                }
                size = (width, height)
                continue
            }
            if type == "IDAT" { hasImageData = true }
            if type == "IEND" {
                guard hasImageData else { return .failure(.noImageData) }
                guard offset == bytes.count else { return .failure(.dataAfterEnd) }
                return .success((Double(header.width), Double(header.height)))
            }
        }
        if size == nil { return .failure(.noHeader) }
        return .failure(hasImageData ? .noEnd : .noImageData)
    }

    /// The big-endian 32-bit integer at `offset` (PNG stores every integer so).
    private static func integer(in bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}

/// The CRC-32 PNG chunks carry (ISO/IEC 15948 annex D: polynomial 0xEDB88320, reflected,
/// starting from and finished with all ones).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { value, _ in value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
}
