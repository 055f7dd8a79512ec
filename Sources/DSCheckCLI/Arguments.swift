/// A wrong command line, said so the user can fix it; exits with code 2.
struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// The options and positional arguments of one subcommand, parsed from the command line.
struct Arguments {
    private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments`: `valued` options take one value (`--name value` or `--name=value`,
    /// and may repeat), `flags` take none. Anything else starting with `-` is an error.
    init(_ arguments: [String], valued: Set<String>, flags allowedFlags: Set<String>) throws(UsageError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if allowedFlags.contains(name) {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
                flags.insert(name)
            } else if valued.contains(name) {
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else { throw UsageError("option '\(name)' needs a value") }
                    values[name, default: []].append(arguments[index])
                    index += 1
                }
            } else {
                let known = (valued.union(allowedFlags)).sorted().joined(separator: ", ")
                throw UsageError("unknown option '\(name)'; this command takes: \(known)")
            }
        }
    }

    /// Whether a flag was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// Every value given for a repeatable option.
    func all(_ option: String) -> [String] { values[option] ?? [] }

    /// The value of a single-valued option; an error if it was given twice.
    func value(_ option: String) throws(UsageError) -> String? {
        let given = all(option)
        if given.count > 1 { throw UsageError("option '\(option)' was given \(given.count) times; give it once") }
        return given.first
    }

    /// The value of an option that must be one of `choices`.
    func choice(_ option: String, from choices: [String], default fallback: String) throws(UsageError) -> String {
        guard let given = try value(option) else { return fallback }
        guard choices.contains(given) else {
            throw UsageError("'\(given)' is not a valid value for \(option); choose one of: \(choices.joined(separator: ", "))")
        }
        return given
    }

    /// At most one positional argument.
    func singlePositional() throws(UsageError) -> String? {
        if positionals.count > 1 {
            throw UsageError("unexpected argument '\(positionals[1])'; this command takes one path")
        }
        return positionals.first
    }
}
