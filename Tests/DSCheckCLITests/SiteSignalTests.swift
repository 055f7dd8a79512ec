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

    /// When to kill a run: after a time, or once its work folder appears beside DIR and then
    /// a time (the moments when there is something to clean up).
    enum Moment {
        case after(Double)
        case writing(plus: Double)
    }

    /// Starts `dscheck site` as a shell would (see ``SpawnedDSCheck``), kills it with `signal`
    /// at `moment` (if it still runs), and returns how it ended.
    static func run(_ catalog: String, out: String, killedBy signal: Int32, at moment: Moment) throws -> SpawnedDSCheck.Ending {
        let parent = URL(fileURLWithPath: out).deletingLastPathComponent()
        let before = Set(leftovers(in: parent))
        let process = try SpawnedDSCheck(["site", catalog, "--out", out])
        switch moment {
        case .after(let delay):
            Thread.sleep(forTimeInterval: delay)
        case .writing(let delay):
            while process.isRunning, Set(leftovers(in: parent)).subtracting(before).isEmpty { usleep(500) }
            Thread.sleep(forTimeInterval: delay)
        }
        process.send(signal)
        return process.wait()
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

    @Test(.endToEnd) func killedAtAnyPointDIRStaysACompleteSite() throws {
        try TemporaryFolder.with { folder in
            let catalog = try Self.generatedCatalog(in: folder)
            let parent = folder.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: false)
            let out = parent.appendingPathComponent("site").path
            let start = Date()
            let first = try DSCheckProcess.run(["site", catalog, "--out", out], timeLimit: 300)
            let duration = Date().timeIntervalSince(start)
            #expect(first.status == 0, "\(first.stderr)")
            let seed: UInt64 = 13
            var generator = SeededGenerator(seed: seed)
            var moments: [Moment] = []
            for step in 0..<3 {
                let fraction: Double = 0.2 + Double(step) * 0.3
                moments.append(.after(duration * fraction + Double.random(in: 0...0.05, using: &generator)))
            }
            for step in 0..<4 {
                moments.append(.writing(plus: Double(step) * 0.01 + Double.random(in: 0...0.01, using: &generator)))
            }
            for moment in moments {
                for signal in [SIGKILL, SIGINT, SIGTERM, SIGHUP] {
                    let stale = Set(Self.leftovers(in: parent))
                    let ending = try Self.run(catalog, out: out, killedBy: signal, at: moment)
                    let context = "signal \(signal) at \(moment) (moments drawn with seed \(seed))"
                    #expect(Self.isCompleteSite(out), "\(context): DIR is not a complete site")
                    if let killer = ending.signal {
                        #expect(killer == signal, "\(context): died of \(killer)")
                    } else {
                        #expect(ending.status == 0, "\(context): ran to the end and failed")
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
