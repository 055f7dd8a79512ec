import Foundation
import TestSupport
import Testing

/// Every temporary folder lives beside its target and goes whatever stops the run: with so few
/// file descriptors that a command fails midway (making its work folder, writing into it, or
/// removing it), `init`, `import`, `export` and `site` each end with exit 0 or 2 and leave no
/// `.NAME.dscheck-…` folder. Foundation's removal holds a descriptor per level and failed
/// there, leaving `.site…`, `.gen…` and `.init…` folders no later run would look for.
@Suite(.enabled(if: ShellProbe.limitsAddressSpace, "needs a shell whose `ulimit -n` binds the process (Linux)"))
struct FewDescriptorsTests {
    /// The command to run for a target folder `out`, given the catalogue `catalog`.
    static let commands: [(name: String, arguments: @Sendable (_ catalog: String, _ out: String) -> [String])] = [
        ("init", { _, out in ["init", out] }),
        ("import", { _, out in ["import", "tokens-studio", Fixtures.path("import/lion-example/tokens"), "--out", out] }),
        ("export", { catalog, out in ["export", "swift", catalog, "--out", out] }),
        ("site", { catalog, out in ["site", catalog, "--out", out] }),
    ]

    @Test(.endToEnd, arguments: commands.indices)
    func noWorkFolderStaysWhateverTheLimit(_ index: Int) throws {
        let command = Self.commands[index]
        try TemporaryFolder.with { folder in
            let catalog = folder.appendingPathComponent("catalog").path
            #expect(try DSCheckProcess.run(["init", catalog]).status == 0)
            // From too few to make the work folder to enough to finish (measured: 13 on Linux).
            for limit in 7...16 {
                let out = folder.appendingPathComponent("out\(limit)").path
                let result = try DSCheckProcess.run(ulimit: "-n \(limit)", command.arguments(catalog, out), in: folder.path, timeLimit: 300)
                #expect(!result.timedOut && !result.crashed, "\(command.name), -n \(limit): \(result.stderr)")
                #expect([0, 2].contains(result.status), "\(command.name), -n \(limit): \(result.stderr)")
                if result.status == 2 { #expect(!FileManager.default.fileExists(atPath: out), "\(command.name), -n \(limit): \(out) half-written") }
                let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".dscheck-") }
                #expect(left.isEmpty, "\(command.name), -n \(limit) left \(left): \(result.stderr)")
            }
        }
    }
}
