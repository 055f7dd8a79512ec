import DesignSupport
import DesignTokens

/// A wrong command line, said so the user can fix it; exits with code 2.
package struct UsageError: Error {
    package let message: String
    package init(_ message: String) { self.message = message }
}

/// One row of a subcommand's option table: how `Arguments` parses the option and how `--help`
/// lists it.
package struct Option: Sendable {
    /// Whether the option takes a value, and how often it may be given.
    package enum Kind: Sendable {
        /// Takes no value (`--no-baseline`).
        case flag
        /// Takes one value (`--output FILE` or `--output=FILE`), given once.
        case value
        /// Takes one value each time and may be given again (`--context A=B --context C=D`).
        case repeatable
    }

    /// The option's names, the first being the one commands read it by.
    package let names: [String]
    package let kind: Kind
    /// What `--help` writes after the name, such as `FILE`; empty for flags.
    package let valueName: String
    /// The values the option accepts, in the order `--help` and errors list them; empty when any.
    package let choices: [String]
    /// Whether the command needs the option: `--help` then writes it in the usage line without
    /// brackets (the command itself says what is missing).
    package let isRequired: Bool
    /// The option's help, broken into lines as `--help` prints them.
    package let help: String

    /// The name commands read the option by.
    package var name: String { names[0] }

    /// An option that takes no value.
    package static func flag(_ names: String..., help: String) -> Option {
        Option(names: names, kind: .flag, valueName: "", choices: [], isRequired: false, help: help)
    }

    /// An option that takes one value, once.
    package static func value(_ names: String..., value valueName: String, required: Bool = false, help: String) -> Option {
        Option(names: names, kind: .value, valueName: valueName, choices: [], isRequired: required, help: help)
    }

    /// An option that takes one value each time it is given, and may be given again.
    package static func repeatable(_ names: String..., value valueName: String, help: String) -> Option {
        Option(names: names, kind: .repeatable, valueName: valueName, choices: [], isRequired: false, help: help)
    }

    /// `--context MODIFIER=CONTEXT`, repeatable, with `help` saying what the context is for.
    package static func context(help: String) -> Option {
        .repeatable("--context", value: "MODIFIER=CONTEXT", help: help)
    }

    /// An option whose value is one of `choices`; its value name is the choices joined with `|`
    /// unless `valueName` is given.
    package static func choice(_ names: String..., value valueName: String? = nil, among choices: [String], help: String) -> Option {
        Option(
            names: names, kind: .value, valueName: valueName ?? choices.joined(separator: "|"), choices: choices, isRequired: false, help: help)
    }

    /// An option whose value is the raw value of one of `choices`.
    package static func choice<Choice: RawRepresentable<String>>(
        _ names: String..., value valueName: String? = nil, among choices: [Choice], help: String
    ) -> Option {
        let raw = choices.map(\.rawValue)
        return Option(
            names: names, kind: .value, valueName: valueName ?? raw.joined(separator: "|"), choices: raw, isRequired: false, help: help)
    }
}

/// One positional argument (or a group of them described together) of a subcommand, for `--help`.
package struct Positional: Sendable {
    /// The names `--help` shows, such as `CATALOG`, or `FOREGROUND` and `BACKGROUND`.
    package let names: [String]
    /// Whether the argument may be left out (then shown in brackets).
    package let isOptional: Bool
    /// The argument's help, broken into lines as `--help` prints them.
    package let help: String

    package init(_ names: String..., optional: Bool = false, help: String) {
        self.names = names
        self.isOptional = optional
        self.help = help
    }
}

/// The `--format` values of the commands that print either text or JSON.
package enum TextOrJSON: String, CaseIterable {
    case text
    case json
}

/// The options and positional arguments of one subcommand, parsed from the command line.
package struct Arguments {
    package private(set) var positionals: [String] = []
    private let options: [Option]
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` by the option table `options`: options that take a value are given it
    /// as `--name value` or `--name=value`, flags take none. Anything else starting with `-` is an
    /// error, naming the closest option when there is one.
    package init(_ arguments: [String], options: [Option]) throws(UsageError) {
        self.options = options
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
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                throw Self.unknown(name, among: options)
            }
            if option.kind == .flag {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
                flags.insert(option.name)
            } else if let inlineValue {
                values[option.name, default: []].append(inlineValue)
            } else {
                guard index < arguments.count else { throw UsageError("option '\(name)' needs a value") }
                values[option.name, default: []].append(arguments[index])
                index += 1
            }
        }
    }

    private static func unknown(_ name: String, among options: [Option]) -> UsageError {
        if let closest = Suggestion.closest(to: name, among: options.flatMap(\.names) + ["--help"]) {
            return UsageError("unknown option '\(name)'; did you mean '\(closest)'?")
        }
        return UsageError("unknown option '\(name)'; this command takes: \(options.map(\.name).sorted().joined(separator: ", "))")
    }

    /// Whether a flag was given.
    package func has(_ flag: String) -> Bool {
        assert(options.contains { $0.name == flag && $0.kind == .flag }, "\(flag) is not a flag of the option table")
        return flags.contains(flag)
    }

    /// Every value given for an option that takes values.
    package func all(_ option: String) -> [String] {
        assert(options.contains { $0.name == option && $0.kind != .flag }, "\(option) is not a valued option of the option table")
        return values[option] ?? []
    }

    /// The value of a single-valued option; an error if it was given twice.
    package func value(_ option: String) throws(UsageError) -> String? {
        let given = all(option)
        if given.count > 1 { throw UsageError("option '\(option)' was given \(given.count) times; give it once") }
        return given.first
    }

    /// The value of a choice option, made into what the command uses by `make`; `fallback` when
    /// the option is not given, an error listing the choices when the value is not one of them.
    package func choice<Value>(_ option: String, default fallback: Value, _ make: (String) -> Value?) throws(UsageError) -> Value {
        guard let given = try value(option) else { return fallback }
        let choices = options.first { $0.name == option }?.choices ?? []
        guard choices.contains(given), let chosen = make(given) else {
            throw UsageError("'\(given)' is not a valid value for \(option); choose one of: \(choices.joined(separator: ", "))")
        }
        return chosen
    }

    /// The value of a choice option as the enum case of that raw value, or `fallback`.
    package func choice<Choice: RawRepresentable<String>>(_ option: String, default fallback: Choice) throws(UsageError) -> Choice {
        try choice(option, default: fallback, Choice.init(rawValue:))
    }

    /// The resolver context `--context MODIFIER=CONTEXT` names (each modifier once); whether the
    /// resolver has those modifiers and contexts is the command's to check.
    package func context() throws(UsageError) -> ResolverContext {
        var context: ResolverContext = [:]
        for value in all("--context") {
            let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw UsageError("--context takes MODIFIER=CONTEXT, such as appearance=dark; got '\(value)'")
            }
            if context[String(parts[0])] != nil {
                throw UsageError("--context \(parts[0]) was given twice; give each modifier once")
            }
            context[String(parts[0])] = String(parts[1])
        }
        return context
    }

    /// At most one positional argument.
    package func singlePositional() throws(UsageError) -> String? {
        if positionals.count > 1 {
            throw UsageError("unexpected argument '\(positionals[1])'; this command takes one path")
        }
        return positionals.first
    }
}
