import Foundation
import TestSupport
import Testing

@testable import DesignDiff

/// The ls-tree listing reader on crafted listings, without git: every path is checked before
/// anything is written, links and submodules are set aside, and anything else is refused.
struct GitTreeListingTests {
    static let blob = String(repeating: "a", count: 40)

    /// One `ls-tree -r -l -z` entry.
    static func entry(_ path: String, mode: String = "100644", type: String = "blob", size: String = "12") -> Data {
        Data("\(mode) \(type) \(blob) \(size)\t".utf8) + Data(path.utf8) + Data([0])
    }

    static func listing(_ paths: [String], prefix: String = "catalog/") throws(GitTreeError) -> GitTreeListing {
        try GitTreeListing(paths.map { entry($0) }.reduce(Data(), +), prefix: prefix)
    }

    @Test func catalogueFilesAreKeptWithSizesAndOtherFilesAreLeftOut() throws {
        let listing = try GitTreeListing(
            Self.entry("catalog/dscheck.json") + Self.entry("catalog/tokens/a.tokens.json", size: "    512")
                + Self.entry("catalog/README.md") + Self.entry("other/x.json"),
            prefix: "catalog/")
        #expect(listing.files.map(\.path) == ["dscheck.json", "tokens/a.tokens.json"])
        #expect(listing.files.map(\.size) == [12, 512])
        #expect(listing.files.allSatisfy { $0.object == Self.blob })
        #expect(listing.skipped.isEmpty)
    }

    @Test func linksAndSubmodulesAreSetAsideNotFollowed() throws {
        let listing = try GitTreeListing(
            Self.entry("dscheck.json") + Self.entry("tokens.tokens.json", mode: "120000")
                + Self.entry("vendor", mode: "160000", type: "commit", size: "-"),
            prefix: "")
        #expect(listing.files.map(\.path) == ["dscheck.json"])
        #expect(listing.skipped == [.init(path: "tokens.tokens.json", kind: .symbolicLink), .init(path: "vendor", kind: .submodule)])
    }

    @Test(arguments: [
        ("catalog/../pwned.json", GitTreeError.PathProblem.dotDotComponent),
        ("catalog/tokens/../../../etc/x.json", .dotDotComponent),
        ("catalog/./dscheck.json", .dotComponent),
        ("catalog//x.json", .emptyComponent),
        ("catalog/tokens/./x.tokens", .dotComponent),
        ("catalog/e\u{1B}[2J.json", .hiddenCharacter),
        ("catalog/new\nline.json", .hiddenCharacter),
        ("catalog/txt\u{202E}nosj.json", .hiddenCharacter),
        ("catalog/\u{85}.json", .hiddenCharacter),
    ])
    func unsafePathsAreRefusedWithThePathShown(path: String, problem: GitTreeError.PathProblem) throws {
        let error = try #require(throws: GitTreeError.self) { try Self.listing([path]) }
        guard case .unsafePath(let shown, let found) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(found == problem)
        #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
        #expect(error.description.hasPrefix("the path catalog/"))
    }

    @Test func pathsThatAreNotUTF8AreRefused() throws {
        let entry = Data("100644 blob \(Self.blob) 3\tcatalog/x".utf8) + Data([0xFF]) + Data(".json".utf8) + Data([0])
        #expect(throws: GitTreeError.unsafePath(path: "catalog/x\\u{FFFD}.json", problem: .notUTF8)) {
            try GitTreeListing(entry, prefix: "catalog/")
        }
    }

    @Test(arguments: [
        ["tokens/a.json", "Tokens/a.json"],
        ["components/K.json", "components/\u{212A}.json"],
        ["components/caf\u{E9}.json", "components/cafe\u{301}.json"],
        ["dscheck.json", "dscheck.json"],
        ["tokens.json", "tokens.json/x.json"],
        ["a/b.json", "A"],
    ])
    func pathsThatNameTheSameFileOnSomeSystemsAreRefused(paths: [String]) throws {
        let entries = paths.map { Self.entry("catalog/" + $0, mode: $0.hasSuffix(".json") ? "100644" : "120000") }.reduce(Data(), +)
        let error = try #require(throws: GitTreeError.self) { try GitTreeListing(entries, prefix: "catalog/") }
        guard case .sameFile = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(error.description.contains("name the same file"))
    }

    @Test(arguments: [
        "100644 blob \(blob) 12 catalog/no-tab.json",
        "100644 blob nothex 12\tcatalog/x.json",
        "100644 blob \(blob)\n 12\tcatalog/x.json",
        "100644 blob \(blob) many\tcatalog/x.json",
        "100644 tag \(blob) 12\tcatalog/x.json",
        "100644 blob \(blob) -5\tcatalog/x.json",
    ])
    func entriesNotInLsTreeFormatAreRefused(entry: String) throws {
        let error = try #require(throws: GitTreeError.self) { try GitTreeListing(Data(entry.utf8), prefix: "catalog/") }
        guard case .malformed = error else {
            Issue.record("unexpected \(error)")
            return
        }
    }

    @Test func theReaderTakesAnyBytesWithoutCrashing() {
        var generator = SeededGenerator(seed: 21)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0..<64, using: &generator)
            let bytes = Data((0..<count).map { _ in [0, 9, 32, 46, 47, 48, 97, 0xFF].randomElement(using: &generator)! })
            _ = try? GitTreeListing(Self.entry("catalog/x.json") + bytes, prefix: "catalog/")
        }
    }
}
