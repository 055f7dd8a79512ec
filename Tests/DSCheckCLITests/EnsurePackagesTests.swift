import Foundation
import TestSupport
import Testing

/// `scripts/ensure-packages` on machines it cannot see here: one without apt-get (macOS, another
/// Linux distribution), made by running it with a `PATH` of links to just the tools it uses, and
/// one with a recording stand-in for apt-get. cmark-gfm is made present or absent with
/// `PKG_CONFIG_LIBDIR`: a folder holding a `libcmark-gfm.pc` (as Homebrew's or a source build's
/// would be) or an empty one, so the machine's own packages decide nothing.
@Suite(.enabled(if: HostTools.find("pkg-config") != nil, "needs pkg-config, which SwiftPM uses to find cmark-gfm"))
struct EnsurePackagesTests {
    static let script = Fixtures.repository("scripts/ensure-packages")

    /// The tools the script runs besides the ones each test stands in for.
    static let tools = ["bash", "uname", "grep", "awk", "id", "pkg-config"]

    /// A machine: a `bin` folder of links to `tools` plus the `fakes` (name and shell script),
    /// and a pkg-config folder that has cmark-gfm when `cmark` is set (with the extensions'
    /// header unless `extensionsHeader` is false).
    struct Machine {
        let root: URL
        var bin: URL { root.appendingPathComponent("bin") }
        var pkgConfig: URL { root.appendingPathComponent("pkgconfig") }
        var aptLog: URL { root.appendingPathComponent("apt.log") }

        init(in root: URL, cmark: Bool, extensionsHeader: Bool = true, fakes: [String: String] = [:]) throws {
            self.root = root
            let files = FileManager.default
            try files.createDirectory(at: root.appendingPathComponent("bin"), withIntermediateDirectories: true)
            try files.createDirectory(at: root.appendingPathComponent("pkgconfig"), withIntermediateDirectories: true)
            for name in EnsurePackagesTests.tools {
                let target = try #require(HostTools.find(name), "\(name) is on this machine")
                try files.createSymbolicLink(atPath: root.appendingPathComponent("bin/\(name)").path, withDestinationPath: target)
            }
            for (name, body) in fakes {
                let path = root.appendingPathComponent("bin/\(name)").path
                try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: path))
                try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            }
            if cmark {
                let include = root.appendingPathComponent("include")
                try files.createDirectory(at: include, withIntermediateDirectories: true)
                if extensionsHeader { try Data().write(to: include.appendingPathComponent("cmark-gfm-core-extensions.h")) }
                let pc = """
                    prefix=\(root.path)
                    includedir=\(include.path)
                    libdir=\(root.path)/lib

                    Name: libcmark-gfm
                    Description: CommonMark with GitHub Flavored Markdown extensions (a stand-in)
                    Version: 0.29.0.gfm.13
                    Libs: -L${libdir} -lcmark-gfm
                    Cflags: -I${includedir}

                    """
                try Data(pc.utf8).write(to: root.appendingPathComponent("pkgconfig/libcmark-gfm.pc"))
            }
        }

        /// Runs the script with `arguments` on this machine: only `bin` on the `PATH`, and
        /// pkg-config looking only in its folder.
        func run(_ arguments: [String]) throws -> DSCheckProcess.Result {
            let environment = [
                "PATH=\(bin.path)", "HOME=\(root.path)", "PKG_CONFIG_LIBDIR=\(pkgConfig.path)", "PKG_CONFIG_PATH=",
                "APT_LOG=\(aptLog.path)",
            ]
            return try DSCheckProcess.run(program: "/usr/bin/env", ["-i"] + environment + [EnsurePackagesTests.script] + arguments, timeLimit: 60)
        }

        var aptCalls: String { (try? String(contentsOf: aptLog, encoding: .utf8)) ?? "" }
    }

    /// What the message names for cmark-gfm on the platform the test runs on.
    static var cmarkAdvice: String {
        #if os(macOS)
            "brew install cmark-gfm"
        #else
            "libcmark-gfm-dev libcmark-gfm-extensions-dev"
        #endif
    }

    @Test(.endToEnd) func withoutAptCmarkFoundByPkgConfigIsEnough() throws {
        try TemporaryFolder.with { folder in
            let result = try Machine(in: folder, cmark: true).run([])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty)
        }
    }

    @Test(.endToEnd) func withoutAptOrCmarkItSaysWhatToInstall() throws {
        try TemporaryFolder.with { folder in
            let result = try Machine(in: folder, cmark: false).run([])
            #expect(result.status == 1)
            #expect(!result.crashed)
            #expect(
                result.stderr.hasPrefix("ensure-packages: this machine has no apt-get, and these are missing; install them, then run this again:\n"))
            #expect(result.stderr.contains("cmark-gfm, the library dscheck renders Markdown with"), "\(result.stderr)")
            #expect(result.stderr.contains(Self.cmarkAdvice), "\(result.stderr)")
        }
    }

    /// Debian splits the extensions into a package of their own: a library without their header
    /// is not enough to build.
    @Test(.endToEnd) func aLibraryWithoutTheExtensionsHeaderIsMissing() throws {
        try TemporaryFolder.with { folder in
            let result = try Machine(in: folder, cmark: true, extensionsHeader: false).run([])
            #expect(result.status == 1)
            #expect(result.stderr.contains(Self.cmarkAdvice), "\(result.stderr)")
        }
    }

    /// `--test` on a machine without apt-get and without the browser or Java: each is named with
    /// what to install, and the script exits 1 rather than leaving the tests to fail later.
    @Test(.endToEnd) func testExtrasAreReportedWithoutApt() throws {
        try TemporaryFolder.with { folder in
            let result = try Machine(in: folder, cmark: true).run(["--test"])
            #expect(result.status == 1)
            #expect(!result.crashed)
            for need in ["chromium, the browser", "chromedriver, which drives it", "a Java runtime"] {
                #expect(result.stderr.contains(need), "\(need): \(result.stderr)")
            }
            #expect(!result.stderr.contains("cmark-gfm, the library"), "cmark-gfm is there")
        }
        try TemporaryFolder.with { folder in
            let present = ["chromium": "exit 0", "chromedriver": "exit 0", "java": "exit 0"]
            let result = try Machine(in: folder, cmark: true, fakes: present).run(["--test"])
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    @Test(.endToEnd) func pythonAndBenchmarkWithoutApt() throws {
        try TemporaryFolder.with { folder in
            let noPython = try Machine(in: folder, cmark: true).run(["--python"])
            #expect(noPython.status == 1)
            #expect(noPython.stderr.contains("python3 with its venv module"), "\(noPython.stderr)")
        }
        try TemporaryFolder.with { folder in
            let python = try Machine(in: folder, cmark: false, fakes: ["python3": "exit 0"]).run(["--python"])
            #expect(python.status == 0, "--python needs no cmark-gfm: \(python.stderr)")
        }
        try TemporaryFolder.with { folder in
            let benchmark = try Machine(in: folder, cmark: true).run(["--benchmark"])
            #expect(benchmark.status == 1)
            #expect(benchmark.stderr.contains("the cmark-gfm command"), "\(benchmark.stderr)")
        }
    }

    /// With apt-get there, it is called only for packages dpkg does not have, and not at all
    /// when pkg-config already finds cmark-gfm.
    @Test(.endToEnd) func aptIsUsedOnlyForWhatIsMissing() throws {
        let apt = #"echo "apt-get $*" >> "$APT_LOG""#
        // sudo runs the command as it is, for a test run by a user other than root.
        let sudo = #"exec "$@""#
        try TemporaryFolder.with { folder in
            let machine = try Machine(in: folder, cmark: true, fakes: ["apt-get": apt, "dpkg-query": "exit 1", "sudo": sudo])
            let result = try machine.run([])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(machine.aptCalls.isEmpty, "cmark-gfm is found another way")
        }
        try TemporaryFolder.with { folder in
            let machine = try Machine(in: folder, cmark: false, fakes: ["apt-get": apt, "dpkg-query": "printf 'install ok installed'", "sudo": sudo])
            let result = try machine.run([])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(machine.aptCalls.isEmpty, "dpkg has the packages")
        }
        try TemporaryFolder.with { folder in
            let machine = try Machine(in: folder, cmark: false, fakes: ["apt-get": apt, "dpkg-query": "exit 1", "sudo": sudo])
            let result = try machine.run([])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("Installing libcmark-gfm-dev libcmark-gfm-extensions-dev with apt-get"))
            #expect(
                machine.aptCalls
                    == "apt-get update -qq\napt-get install -y -qq --no-install-recommends libcmark-gfm-dev libcmark-gfm-extensions-dev\n")
        }
    }

    @Test(.endToEnd) func anUnknownOptionPrintsTheUsage() throws {
        try TemporaryFolder.with { folder in
            let result = try Machine(in: folder, cmark: true).run(["--tests"])
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("Makes sure what dscheck needs is on the machine"))
            #expect(result.stderr.contains("scripts/ensure-packages --benchmark"))
        }
    }
}

/// The tools of the machine the tests run on.
private enum HostTools {
    /// `name` on this process's `PATH`.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
