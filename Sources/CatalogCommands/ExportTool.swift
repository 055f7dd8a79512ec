/// `dscheck-export`, the executable the DSCheckTokens build-tool plugin runs: `dscheck export`
/// and nothing else, built from what the export needs (no site, diff or import, so no
/// cmark-gfm). An app that depends on dscheck by source compiles that much less before its
/// first build, and needs no cmark-gfm installed. It takes the words `dscheck` takes, so the
/// plugin runs either with the same arguments (the artifact bundle holds only `dscheck`).
package enum ExportTool {
    /// Runs `dscheck export` when `arguments` start with `export`, else refuses with exit 2.
    package static func run(arguments: [String], console: inout Console) -> Int32 {
        guard arguments.first == ExportCommand.name else {
            console.errLine(
                "error: dscheck-export runs only 'dscheck export' (for the DSCheckTokens plugin), such as 'dscheck-export export swift catalog --out Generated'; run dscheck for every other command"
            )
            return ExitCode.usage
        }
        return ExportCommand.invoke(Array(arguments.dropFirst()), console: &console)
    }
}
