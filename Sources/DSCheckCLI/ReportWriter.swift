import Foundation

/// Writes a finished report to standard output or, atomically, to a file.
enum ReportWriter {
    static func write(_ report: String, to path: String?, console: inout Console) throws(UsageError) {
        guard let path else {
            console.out(report)
            return
        }
        do {
            try Data(report.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw UsageError("cannot write '\(path)': \(error.localizedDescription)")
        }
    }
}
