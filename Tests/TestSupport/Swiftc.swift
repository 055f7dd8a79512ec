import Foundation

/// The Swift compiler of the toolchain running the tests: `$SWIFTC`, else `swiftc` beside the
/// first `swift` on PATH, else the usual install folders.
public enum Swiftc {
    public static let path: String? = {
        if let given = ProcessInfo.processInfo.environment["SWIFTC"] { return given }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        let candidates = folders.map { $0 + "/swiftc" } + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs swiftc with `arguments` in `folder`.
    public static func run(_ arguments: [String], in folder: URL) throws -> DSCheckProcess.Result {
        try DSCheckProcess.run(program: path ?? "swiftc", arguments, in: folder.path, timeLimit: 600)
    }
}
