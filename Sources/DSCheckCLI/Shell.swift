import DesignSupport

/// Writing words into command lines a user can paste into a POSIX shell.
enum Shell {
    /// `word` as is when the shell reads it as one word unchanged, else in single quotes.
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || "0123456789_-./,:@+=".unicodeScalars.contains($0)) }
        return plain ? word : "'" + word.replacingEvery("'", with: #"'\''"#) + "'"
    }
}
