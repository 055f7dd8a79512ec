/// The bracket structure of a lexeme list: which `(`, `[` or `{` each closer matches, and the
/// arguments of a call, found in one pass so that reading every call of a file stays linear
/// however deeply its calls nest.
package enum SwiftBrackets {
    /// For each lexeme that opens a bracket, the index of the one that closes it (nil for an
    /// opener never closed and for every other lexeme). A closer that does not match the
    /// innermost open bracket is passed over, so broken code costs one step per lexeme.
    package static func matches(in lexemes: [SwiftLexeme]) -> [Int?] {
        var matches = [Int?](repeating: nil, count: lexemes.count)
        var open: [Int] = []
        for (index, lexeme) in lexemes.enumerated() where lexeme.kind == .punctuation {
            switch lexeme.text {
            case "(", "[", "{": open.append(index)
            case ")", "]", "}":
                guard let innermost = open.last, lexemes[innermost].text == Self.opener(of: lexeme.text) else { continue }
                matches[innermost] = index
                open.removeLast()
            default: break
            }
        }
        return matches
    }

    private static func opener(of closer: String) -> String {
        switch closer {
        case ")": "("
        case "]": "["
        default: "{"
        }
    }

    /// One argument of a call: its label, if any, and the range of lexemes of its value.
    package struct Argument: Sendable {
        package var label: String?
        package var value: Range<Int>
    }

    /// The arguments of the call whose `(` is at `open`, or nil when it is never closed or has
    /// more than `limit` arguments.
    package static func arguments(
        in lexemes: [SwiftLexeme], matches: [Int?], open: Int, limit: Int = 8
    ) -> [Argument]? {
        guard open < matches.count, let close = matches[open] else { return nil }
        var arguments: [Argument] = []
        var start = open + 1
        var index = start
        while index <= close {
            if index == close || lexemes[index].isPunctuation(",") {
                if index > start || index < close {
                    var label: String?
                    var valueStart = start
                    if index - start >= 2, lexemes[start].kind == .identifier, lexemes[start + 1].isPunctuation(":") {
                        label = lexemes[start].text
                        valueStart = start + 2
                    }
                    arguments.append(Argument(label: label, value: valueStart..<index))
                    if arguments.count > limit { return nil }
                }
                start = index + 1
                index += 1
            } else if let end = matches[index] {
                index = end + 1
            } else {
                index += 1
            }
        }
        return arguments
    }
}
