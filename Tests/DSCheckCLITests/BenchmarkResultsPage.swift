import DesignTokens
import Foundation
import TestSupport

/// The measured part of `docs/performance.md`, rendered from `benchmark/results.json`, which
/// `scripts/benchmark` writes: the table of every command and floor per catalogue size, the
/// bundled catalogue's times, and the targets with what was measured. The page can then only
/// show what the last benchmark run measured.
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

    /// The table of commands and floors, with the date and machine it was measured on.
    static func measurements(_ results: Results) -> String {
        let machine = results.root.member("machine")?.value.object
        let cpus = results.number("cpus", in: machine).map { "\(Int($0)) cores" } ?? "unknown cores"
        var text = "Measured on \(results.string("date")) (\(cpus), \(results.string("swift", in: machine)), "
        text += "\(results.number("runs").map { String(Int($0)) } ?? "?") runs each):\n\n"
        text += "| size | command | median ms | spread ms | peak MB | floor | ratio |\n| --- | --- | ---: | ---: | ---: | --- | ---: |\n"
        var lastSize = ""
        for row in results.objects("rows") {
            let size = results.string("size", in: row)
            // A row of a generated catalogue is labelled by its counts; one of another input
            // (the importer's and the lexer's) says what the input is.
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
            let peak = results.number("peak", in: row).map { String(format: "%.0f", $0 / 1_048_576) } ?? ""
            let ratio = results.number("ratio", in: row).map { String(format: "%.2f", $0) } ?? ""
            let cells = [
                label, shown, grouped((results.number("median", in: row) ?? 0) * 1000, decimals: 1),
                grouped((results.number("spread", in: row) ?? 0) * 1000, decimals: 1), peak, results.string("floor", in: row), ratio,
            ]
            text += "| " + cells.joined(separator: " | ") + " |\n"
        }
        let bundled = results.root.member("bundled")?.value.object
        let version = results.number("--version", in: bundled).map { grouped($0 * 1000, decimals: 1) } ?? "?"
        let check = results.number("check", in: bundled).map { grouped($0 * 1000, decimals: 1) } ?? "?"
        return text + "\n`dscheck --version`: \(version) ms; `dscheck check` on the bundled catalogue: \(check) ms.\n"
    }

    /// The targets and what was measured against each.
    static func targets(_ results: Results) -> String {
        var text = "| target | measured | |\n| --- | --- | --- |\n"
        for target in results.objects("targets") {
            let holds = target.member("holds")?.value.bool == true
            text += "| \(results.string("target", in: target)) | \(results.string("measured", in: target)) | \(holds ? "holds" : "missed") |\n"
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
