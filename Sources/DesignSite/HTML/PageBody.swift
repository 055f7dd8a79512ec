/// The content of a page's HTML, as bytes: its blocks in order (Markdown through cmark-gfm,
/// generated fragments as they are), then, in one scan, every heading anchored
/// (``HeadingAnchors``) and every table's data cells labelled (``TableLabels``).
enum PageBody {
    /// Appends the content of `page` to `output`.
    static func append(_ page: SitePage, to output: inout MarkupBuffer) {
        let renderer = MarkdownRenderer()
        var body = MarkupBuffer()
        for block in page.blocks {
            switch block {
            case .markdown(let markdown): renderer.appendHTML(from: markdown, to: &body)
            case .html(let html, _):
                body.append(html)
                body.append(UInt8(ascii: "\n"))
            }
        }
        body.withBytes { markUp($0, into: &output) }
    }

    /// Appends `body` to `output` with its headings anchored and its tables' cells labelled.
    static func markUp(_ body: UnsafeBufferPointer<UInt8>, into output: inout MarkupBuffer) {
        output.reserve(body.count + body.count / 8)
        var anchors = HeadingAnchors()
        var anchoring = true
        var copied = 0
        var index = 0
        while index + 3 < body.count {
            index = body.index(of: UInt8(ascii: "<"), from: index, to: body.count)
            guard index + 1 < body.count else { break }
            // Most tags are the previews' SVG: only `<t` and `<h` are looked at further.
            let letter = body[index + 1]
            if letter == UInt8(ascii: "t"), TableLabels.opens(body, at: index) {
                output.append(UnsafeBufferPointer(rebasing: body[copied..<index]))
                copied = index
                if let end = TableLabels.label(body, from: index, into: &output) {
                    index = end
                    copied = end
                    continue
                }
            } else if anchoring, letter == UInt8(ascii: "h") {
                switch anchors.anchor(body, at: index, after: copied, into: &output) {
                case .anchored(let end):
                    index = end
                    copied = end
                    continue
                case .unclosed: anchoring = false
                case .noHeading: break
                }
            }
            index += 1
        }
        output.append(UnsafeBufferPointer(rebasing: body[copied...]))
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Where `byte` first is in `start..<end`, or `end`; the scans of a page's bytes run it
    /// millions of times. Eight bytes are compared at once: in `word ^ pattern` a matching byte
    /// is zero, and `(x - 0x01…01) & ~x & 0x80…80` sets the top bit of the lowest zero byte
    /// (bits above it may be set by the borrow, bits below never are), read little-endian so
    /// the lowest bit is the first byte.
    func index(of byte: UInt8, from start: Int, to end: Int) -> Int {
        var index = start
        if let base = baseAddress.map(UnsafeRawPointer.init) {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let pattern = UInt64(byte) &* ones
            while index + 8 <= end {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ pattern
                let found = (word &- ones) & ~word & (ones << 7)
                if found != 0 { return index + found.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < end, self[index] != byte { index += 1 }
        return index
    }
}
