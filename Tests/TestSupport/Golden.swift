import Foundation
import Testing

/// Golden files under `Tests/Fixtures/golden/`: compared byte for byte, and re-recorded only
/// on purpose, when the environment sets `DSCHECK_RECORD_GOLDEN=1` (the run then fails once to
/// say what it recorded).
public enum Golden {
    /// Whether this run records golden files instead of comparing.
    public static var recording: Bool {
        ProcessInfo.processInfo.environment["DSCHECK_RECORD_GOLDEN"] == "1"
    }

    /// Compares `output` with the golden file at `relative` (under `Tests/Fixtures/golden/`), or
    /// records it.
    public static func check(_ output: String, against relative: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try check(output, atPath: Fixtures.path("golden/\(relative)"), sourceLocation: sourceLocation)
    }

    /// Compares `output` with the file at `path`, or records it: for generated files that live
    /// elsewhere in the repository, such as the reference pages in `docs/`.
    public static func check(_ output: String, atPath path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let data = Data(output.utf8)
        if recording {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path))
            Issue.record("Recorded \(path); unset DSCHECK_RECORD_GOLDEN and run again", sourceLocation: sourceLocation)
            return
        }
        let expected = try #require(
            FileManager.default.contents(atPath: path),
            "missing golden file \(path); record it with DSCHECK_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
        #expect(data == expected, "output differs from \(path):\n\(output)", sourceLocation: sourceLocation)
    }

    /// Compares `output` (whole lines) with the lines between the marker lines `begin` and `end` in the file
    /// at `path`, or records it there: for a generated part of a hand-written page, such as the
    /// README's list of commands.
    public static func checkSection(
        _ output: String, between begin: String, and end: String, inFileAt path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let page = try String(contentsOfFile: path, encoding: .utf8)
        guard let start = page.range(of: begin + "\n"), let finish = page.range(of: end, range: start.upperBound..<page.endIndex) else {
            Issue.record("\(path) has no section between \(begin) and \(end)", sourceLocation: sourceLocation)
            return
        }
        let current = String(page[start.upperBound..<finish.lowerBound])
        if recording {
            try (String(page[..<start.upperBound]) + output + String(page[finish.lowerBound...])).write(
                toFile: path, atomically: true, encoding: .utf8)
            Issue.record("Recorded the section of \(path); unset DSCHECK_RECORD_GOLDEN and run again", sourceLocation: sourceLocation)
            return
        }
        #expect(current == output, "the section of \(path) between \(begin) and \(end) differs:\n\(output)", sourceLocation: sourceLocation)
    }
}
