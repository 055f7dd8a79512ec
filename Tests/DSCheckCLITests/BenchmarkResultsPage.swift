import DesignTokens
import Foundation
import TestSupport

/// The measured part of `docs/performance.md`, rendered from `benchmark/results.json`, which
/// `scripts/benchmark` writes: the table of every command and floor per catalogue size, the
/// growth from 10,000 to 100,000 tokens, and the targets with what was measured. The page can
/// then only show what the last benchmark run measured.
enum BenchmarkResultsPage {
    /// What one results file holds, read from its JSON.
    struct Results {
        let root: JSONObject

        init(file: String) throws {
            guard let object = try JSONReader().read(fileAt: file).object else { throw Unreadable(file: file) }
            root = object
        }

        struct Unreadable: Error, CustomStringConvertible {
            let file: String
            var description: String { "\(file) is not a JSON object of benchmark results" }
        }

        func string(_ key: String, in object: JSONObject? = nil) -> String { (object ?? root).member(key)?.value.string ?? "" }
        func number(_ key: String, in object: JSONObject? = nil) -> Double? { (object ?? root).member(key)?.value.number }
        func objects(_ key: String) -> [JSONObject] { (root.member(key)?.value.array ?? []).compactMap(\.object) }
    }

    /// The table of commands and floors, with the date and machine it was measured on: each
    /// command's row gives its ratio to the floor above it and, when a baseline binary was
    /// measured in the same rounds, that binary's time and the speed-up over it.
    static func measurements(_ results: Results) -> String {
        let machine = results.root.member("machine")?.value.object
        let cpus = results.number("cpus", in: machine).map { "\(Int($0)) cores" } ?? "unknown cores"
        let baseline = results.string("baseline")
        var text = "Measured on \(results.string("date")) (\(cpus), \(results.string("swift", in: machine)), "
        text += "\(results.number("runs").map { String(Int($0)) } ?? "?") interleaved rounds) with dscheck at \(results.string("binary"))"
        text += baseline.isEmpty ? ":\n\n" : " and, beside it, \(baseline):\n\n"
        text +=
            "| size | command | median ms | spread ms | CPU ms | peak MB | M instr. | floor | ratio | \(baseline.isEmpty ? "baseline" : baseline) ms | speed-up |\n"
        text += "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |\n"
        var lastSize = ""
        for row in results.objects("rows") where ["dscheck", "floor"].contains(results.string("binary", in: row)) {
            let size = results.string("size", in: row)
            // A row of a generated catalogue is labelled by its counts; one of another input
            // (the importer's, the lexer's, the bundled catalogue) says what the input is.
            let described = results.string("input", in: row)
            let label =
                size == lastSize
                ? ""
                : !described.isEmpty
                    ? described
                    : "\(grouped(results.number("tokens", in: row) ?? 0, decimals: 0)) tokens, \(grouped(results.number("components", in: row) ?? 0, decimals: 0)) components"
            lastSize = size
            let command = results.string("command", in: row)
            let shown = command.hasPrefix("floor: ") ? command : "`\(command)`"
            func figure(_ key: String, scale: Double = 1, decimals: Int = 1) -> String {
                results.number(key, in: row).map { grouped($0 * scale, decimals: decimals) } ?? ""
            }
            let cells = [
                label, shown, figure("median", scale: 1000), figure("spread", scale: 1000), figure("cpu", scale: 1000),
                figure("peak", scale: 1 / 1_048_576, decimals: 0), figure("instructions", scale: 1e-6, decimals: 0), results.string("floor", in: row),
                figure("ratio", decimals: 2), figure("baselineSeconds", scale: 1000), figure("speedup", decimals: 2),
            ]
            text += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return text
    }

    /// How the commands grow from 10,000 to 100,000 tokens, for dscheck and the baseline.
    static func growth(_ results: Results) -> String {
        var text = "| command | from | to | binary | wall | CPU | instructions |\n| --- | --- | --- | --- | ---: | ---: | ---: |\n"
        for entry in results.objects("growth") {
            let cells =
                ["command", "from", "to", "binary"].map { key in
                    key == "command" ? "`\(results.string(key, in: entry))`" : results.string(key, in: entry)
                }
                + ["wall", "cpu", "instructions"].map { key in results.number(key, in: entry).map { grouped($0, decimals: 1) + "×" } ?? "" }
            text += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return text
    }

    /// The targets, the issue that set each, and what was measured against it.
    static func targets(_ results: Results) -> String {
        var text = "| issue | target | measured | |\n| ---: | --- | --- | --- |\n"
        for target in results.objects("targets") {
            let holds = target.member("holds")?.value.bool
            let verdict = holds.map { $0 ? "holds" : "missed" } ?? "not measured"
            let issue = results.number("issue", in: target).map { String(Int($0)) } ?? ""
            text += "| \(issue) | \(results.string("target", in: target)) | \(results.string("measured", in: target)) | \(verdict) |\n"
        }
        return text
    }

    /// `value` with `decimals` decimals and a comma between thousands, as `1,045.2`.
    private static func grouped(_ value: Double, decimals: Int) -> String {
        let fixed = String(format: "%.\(decimals)f", value)
        let parts = fixed.split(separator: ".", maxSplits: 1)
        var whole = String(parts[0])
        let sign = whole.hasPrefix("-") ? String(whole.removeFirst()) : ""
        var digits: [String] = []
        while whole.count > 3 {
            digits.insert(String(whole.suffix(3)), at: 0)
            whole.removeLast(3)
        }
        digits.insert(whole, at: 0)
        return sign + digits.joined(separator: ",") + (parts.count > 1 ? "." + parts[1] : "")
    }
}
