/// The token file each set is written to: `tokens/<set path>.tokens.json`, with characters a
/// file name should not hold replaced by `-`, and a number added where two sets would meet.
enum TokenFilePaths {
    static func paths(for sets: [String]) -> [String: String] {
        var paths: [String: String] = [:]
        var taken: Set<String> = []
        for set in sets {
            let parts = set.split(separator: "/", omittingEmptySubsequences: false).map(safeComponent)
            let stem = "tokens/" + parts.joined(separator: "/")
            var path = stem + ".tokens.json"
            var number = 2
            while !taken.insert(path.lowercased()).inserted {
                path = "\(stem)-\(number).tokens.json"
                number += 1
            }
            paths[set] = path
        }
        return paths
    }

    private static func safeComponent(_ part: Substring) -> String {
        let cleaned = String(
            part.unicodeScalars.map { scalar -> Character in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || " ._-".unicodeScalars.contains(scalar) ? Character(scalar) : "-"
            })
        return cleaned.isEmpty || cleaned.allSatisfy({ $0 == "." }) ? "_" : cleaned
    }
}
