import Foundation
import TestSupport
import Testing

/// `scripts/check-portability`, the guard that keeps Linux-only code out of everything but the
/// platform layer (dscheck's users build on macOS, which this repository's CI cannot run).
struct PortabilityGuardTests {
    /// Each idiom the guard must catch, as a line of Swift that uses it. A `·` breaks each one
    /// here, so this file does not trip the guard itself; it is taken out when the files are
    /// written.
    static let idioms: [(name: String, line: String)] = [
        ("pthread_t·()", "var thread = pthread_t·()"),
        ("RLIMIT_·*.rawValue", "_ = limitOf(Int32(RLIMIT_AS·.rawValue))"),
        ("st_m·tim", "let seconds = status.st_m·tim.tv_sec"),
        ("st_a·tim", "let seconds = status.st_a·tim.tv_sec"),
        ("st_c·tim", "let seconds = status.st_c·tim.tv_sec"),
        ("/pr·oc/", #"let statm = try String(contentsOfFile: "/pr·oc/self/statm", encoding: .utf8)"#),
        ("rename·at2", #"let call = lookUp("rename·at2")"#),
        ("ep·oll", "let queue = ep·oll_create1(0)"),
        ("ino·tify", "let watch = ino·tify_init1(0)"),
        ("SOCK_·*.rawValue", "let kind = Int32(SOCK_STREAM·.rawValue)"),
        ("__errno·_location", "let number = __errno·_location().pointee"),
        ("import Glibc without Darwin", "import Gl·ibc"),
        ("pthread_create", "pthread_create·(&thread, nil, body, nil)"),
        ("posix_spawn", "posix_spawn·(&pid, path, nil, nil, argv, nil)"),
        ("stat", "guard stat·(path, &status) == 0 else { return }"),
        ("lstat", "guard lstat·(path, &status) == 0 else { return }"),
        ("getrlimit", "getrlimit·(0, &limit)"),
        ("signal", "signal·(SIGINT, SIG_IGN)"),
        ("sigaction", "sigaction·(SIGINT, &action, nil)"),
        ("waitpid", "waitpid·(pid, &status, 0)"),
        ("rename", "rename·(from, to)"),
        ("renamex_np", "renamex_np·(from, to, 2)"),
        ("dlsym", #"dlsym·(nil, "name")"#),
        ("kill", "kill·(pid, SIGKILL)"),
        ("env·iron", "spawnWith(env·iron)"),
        ("sysconf", "sysconf·(Int32(_SC_PAGESIZE))"),
    ].map { ($0.0.replacingOccurrences(of: "·", with: ""), $0.1.replacingOccurrences(of: "·", with: "")) }

    /// Every idiom, one file each, is reported at its file and line; the same lines inside the
    /// platform layer, in comments, and a Glibc import with its Darwin branch are not.
    @Test(.endToEnd) func everyListedIdiomIsCaughtAtItsFileAndLine() throws {
        try TemporaryFolder.with { root in
            let sources = root.appendingPathComponent("Sources/Module")
            let layer = root.appendingPathComponent("Sources/DesignSupport/Platform")
            for folder in [sources, layer] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            for (index, idiom) in Self.idioms.enumerated() {
                let text = "import Foundation\n\n// \(idiom.line)\n/// \(idiom.line)\nfunc use\(index)() {\n    \(idiom.line)\n}\n"
                try text.write(to: sources.appendingPathComponent("Idiom\(index).swift"), atomically: true, encoding: .utf8)
                try text.write(to: layer.appendingPathComponent("Idiom\(index).swift"), atomically: true, encoding: .utf8)
            }
            let branched =
                "#if canImport(Darwin)\n    import Darwin\n#elseif canImport(Glibc)\n    import Glibc\n#endif\nfunc signal(_ name: String) {}\n"
            try branched.write(to: sources.appendingPathComponent("Branched.swift"), atomically: true, encoding: .utf8)

            let run = try DSCheckProcess.run(program: Fixtures.repository("scripts/check-portability"), [root.path])
            #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
            let reported = run.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map(String.init)
            for (index, idiom) in Self.idioms.enumerated() {
                #expect(
                    reported.contains { $0.hasPrefix("Sources/Module/Idiom\(index).swift:6: not portable: ") },
                    "\(idiom.name) not caught:\n\(run.stdout)")
            }
            #expect(
                !reported.contains {
                    $0.contains("Platform/") || $0.contains("Branched.swift") || $0.contains(".swift:3:") || $0.contains(".swift:4:")
                })
            #expect(run.stderr.contains("\(reported.count) place(s) would not build or behave the same on macOS"))
        }
    }

    /// The repository itself passes: nothing outside the platform layer is Linux-only.
    @Test(.endToEnd) func theRepositoryHasNoLinuxOnlyIdiomOutsideThePlatformLayer() throws {
        let run = try DSCheckProcess.run(program: Fixtures.repository("scripts/check-portability"), [])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }
}
