// The Foundation floor of the dscheck benchmark: how long JSONSerialization takes merely to parse
// the given files (read and parse, nothing kept), in this process, with no start-up counted.
//
//   JSONSerializationFloor RUNS FILE...
//
// Parses every file once as a warm-up, then RUNS times, and prints each run's seconds on one
// line. scripts/benchmark compiles it with `swiftc -O`.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let runs = arguments.first.flatMap(Int.init), runs > 0, arguments.count > 1 else {
    FileHandle.standardError.write(Data("usage: JSONSerializationFloor RUNS FILE...\n".utf8))
    exit(2)
}
let files = arguments.dropFirst().map { URL(fileURLWithPath: $0) }

/// Reads and parses every file once; exits with status 1 if one is not JSON.
func parseAll() {
    for file in files {
        do {
            _ = try JSONSerialization.jsonObject(with: try Data(contentsOf: file))
        } catch {
            FileHandle.standardError.write(Data("\(file.path): \(error)\n".utf8))
            exit(1)
        }
    }
}

parseAll()
var seconds: [String] = []
for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    parseAll()
    seconds.append(String(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
}
print(seconds.joined(separator: "\n"))
