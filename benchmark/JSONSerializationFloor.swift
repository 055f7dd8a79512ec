// The Foundation floor of the dscheck benchmark: JSONSerialization merely parsing the given files
// (read and parse, nothing kept), as a whole process like dscheck, start-up counted.
//
//   JSONSerializationFloor FILE...
//
// Exits with status 1 if a file is not JSON. scripts/benchmark compiles it with `swiftc -O`.
import Foundation

for path in CommandLine.arguments.dropFirst() {
    do {
        _ = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
        FileHandle.standardError.write(Data("\(path): \(error)\n".utf8))
        exit(1)
    }
}
