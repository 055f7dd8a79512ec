import DesignSupport
import Testing

/// The 8-bytes-at-a-time comparison that token storage sharing uses: it must say what
/// `elementsEqual` says for every length and wherever two runs differ.
struct WordwiseBytesTests {
    /// Runs of every length up to 40 bytes, equal, and differing in each one byte in turn (the
    /// last bytes of a length that is not a multiple of 8 are compared by an overlapping word).
    @Test func agreesWithElementsEqualAtEveryLengthAndPosition() {
        for count in 0...40 {
            let run = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            #expect(equal(run, run), "length \(count)")
            for position in 0..<count {
                var other = run
                other[position] ^= 0x80
                #expect(!equal(run, other), "length \(count), byte \(position)")
                #expect(run.elementsEqual(other) == equal(run, other))
            }
            #expect(!equal(run, run + [0]), "length \(count) against one byte more")
        }
    }

    private func equal(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        first.withUnsafeBytes { a in second.withUnsafeBytes { b in WordwiseBytes.equal(a, b) } }
    }
}
