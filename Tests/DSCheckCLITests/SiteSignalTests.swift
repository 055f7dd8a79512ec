import Foundation
import TestSupport
import Testing

/// `dscheck site` killed at several points of its run, by SIGKILL and by the signals it catches:
/// DIR is always there and a complete site, a caught signal leaves no `.dscheck-` folder and
/// still ends the process by that signal, and the run after a SIGKILL removes what it left.
@Suite(.serialized)
struct SiteSignalTests {
    /// A generated catalogue big enough that a run lasts long enough to be killed in the middle.
    static func generatedCatalog(in folder: URL) throws -> String {
        let catalog = folder.appendingPathComponent("catalog").path
        let script = """
            import sys; sys.path.insert(0, sys.argv[1])
            from catalog_generator import CatalogGenerator
            CatalogGenerator(300, 60).write(sys.argv[2])
            """
        let result = try DSCheckProcess.run(
            program: "/usr/bin/env", ["python3", "-c", script, Fixtures.repository("benchmark"), catalog], timeLimit: 120)
        guard result.status == 0 else { throw GeneratorFailed(stderr: result.stderr) }
        return catalog
    }

    struct GeneratorFailed: Error { let stderr: String }

    /// Starts `dscheck site`, kills it with `signal` after `delay` seconds (if it still runs),
    /// and returns how it ended.
    static func run(_ catalog: String, out: String, killedBy signal: Int32, after delay: Double) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: DSCheckProcess.binary)
        process.arguments = ["site", catalog, "--out", out]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        return process
    }

    /// Whether `folder` is a complete site: it exists, and holds exactly what its manifest lists.
    static func isCompleteSite(_ folder: String) -> Bool {
        guard let manifest = try? String(contentsOfFile: folder + "/.dscheck-site", encoding: .utf8) else { return false }
        let listed = Set(manifest.split(separator: "\n").map(String.init) + [".dscheck-site"])
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter {
            ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + $0))?[.type] as? FileAttributeType) == .typeRegular
        }
        return Set(files) == listed
    }

    static func leftovers(in parent: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).filter { $0.contains(".dscheck-") }
    }

    @Test func killedAtAnyPointDIRStaysACompleteSite() throws {
        try TemporaryFolder.with { folder in
            let catalog = try Self.generatedCatalog(in: folder)
            let parent = folder.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: false)
            let out = parent.appendingPathComponent("site").path
            let start = Date()
            let first = try DSCheckProcess.run(["site", catalog, "--out", out], timeLimit: 300)
            let duration = Date().timeIntervalSince(start)
            #expect(first.status == 0, "\(first.stderr)")
            for step in 0..<6 {
                let delay = duration * (0.25 + Double(step) * 0.15) + Double.random(in: 0...0.05)
                for signal in [SIGKILL, SIGINT, SIGTERM, SIGHUP] {
                    let stale = Set(Self.leftovers(in: parent))
                    let process = try Self.run(catalog, out: out, killedBy: signal, after: delay)
                    let context = "signal \(signal) after \(delay) s"
                    #expect(Self.isCompleteSite(out), "\(context): DIR is not a complete site")
                    if process.terminationReason == .uncaughtSignal {
                        #expect(process.terminationStatus == signal, "\(context): died of \(process.terminationStatus)")
                    } else {
                        #expect(process.terminationStatus == 0, "\(context): ran to the end and failed")
                    }
                    if signal != SIGKILL {
                        let left = Set(Self.leftovers(in: parent)).subtracting(stale)
                        #expect(left.isEmpty, "\(context): left \(left)")
                    }
                }
            }
            let last = try DSCheckProcess.run(["site", catalog, "--out", out], timeLimit: 300)
            #expect(last.status == 0, "\(last.stderr)")
            #expect(Self.isCompleteSite(out))
            #expect(Self.leftovers(in: parent).isEmpty, "the run after SIGKILL removes what it left")
        }
    }
}

/// `--out ""` would have replaced the current folder; it is refused before the catalogue is read.
@Test func siteRefusesAnEmptyOutBeforeAnyWork() {
    let result = DSCheckInProcess.run(["site", "/nonexistent-catalogue", "--out", ""])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--out is empty"), "\(result.stderr)")
}
