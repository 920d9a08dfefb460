import TextSupport

/// A command line's options as one table, from which its parsing, the option lines of its help
/// and the "did you mean" for a mistyped option all come. Adding an option is one entry.
struct OptionTable<Target>: Sendable {
    /// An argument that is not an option.
    enum Operand: Equatable, Sendable {
        /// `-` before `--`: standard input.
        case standardInput
        /// Anything else (every argument after `--`, `-` included).
        case argument(String)
    }

    /// The options, in the order the help lists them.
    let options: [CommandLineOption<Target>]
    /// What follows "unknown option 'x'" (` for 'test'`), empty for the main command line.
    var context = ""

    /// Reads `arguments` into `target`, options by the table and operands by `operand`; `bytes`
    /// are the same arguments as the system gave them (values keep invalid UTF-8). The
    /// arguments after `--` are operands too, or, when `afterEnd` is given, all handed to it
    /// (the main command line's script arguments, `args`).
    func parse(_ arguments: [String], bytes: [[UInt8]]? = nil, into target: inout Target,
               afterEnd: ((inout Target, [String]) -> Void)? = nil,
               operand: (inout Target, Operand) -> Void) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        func rawBytes(_ index: Int, dropping count: Int) -> [UInt8] {
            if let bytes, index < bytes.count { return Array(bytes[index].dropFirst(count)) }
            return Array(arguments[index].utf8.dropFirst(count))
        }
        while index < arguments.count {
            let argument = arguments[index]
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                operand(&target, argument == "-" && !optionsEnded ? .standardInput : .argument(argument))
            } else if argument == "--" {
                if let afterEnd {
                    afterEnd(&target, Array(arguments[(index + 1)...]))
                    return
                }
                optionsEnded = true
            } else if let option = option(spelled: argument) {
                var value: CommandLineOption<Target>.Value?
                if case .required = option.argument {
                    index += 1
                    guard index < arguments.count else { throw UsageError(message: "option '\(argument)' needs a value") }
                    value = .init(text: arguments[index], bytes: rawBytes(index, dropping: 0))
                }
                try option.apply(&target, value)
            } else if let option = attachedValueOption(argument) {
                try option.apply(&target, .init(text: String(argument.dropFirst(2)), bytes: rawBytes(index, dropping: 2)))
            } else {
                let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(parts[0])
                guard parts.count == 2, let option = option(spelled: name) else {
                    throw UsageError(message: "unknown option '\(name)'\(context)" + Suggestion.didYouMean(suggestions(for: name)))
                }
                if case .none = option.argument { throw UsageError(message: "option '\(name)' takes no value") }
                try option.apply(&target, .init(text: String(parts[1]), bytes: rawBytes(index, dropping: name.utf8.count + 1)))
            }
            index += 1
        }
    }

    /// The option spelled `spelling`, if any.
    func option(spelled spelling: String) -> CommandLineOption<Target>? {
        options.first { $0.spellings.contains(spelling) }
    }

    /// The one-letter option with a value that `argument` starts with, the value attached
    /// (`-eTEXT`).
    private func attachedValueOption(_ argument: String) -> CommandLineOption<Target>? {
        guard argument.count > 2, !argument.hasPrefix("--") else { return nil }
        guard let option = option(spelled: String(argument.prefix(2))), case .required = option.argument else { return nil }
        return option
    }

    /// The spellings to suggest for a mistyped option `name`, best first, one per option, at
    /// most two.
    func suggestions(for name: String) -> [String] {
        let spellings = options.flatMap(\.spellings)
        var named: [String] = []
        var suggested: Set<Int> = []
        for spelling in Suggestion.closest(to: name, among: spellings, limit: spellings.count) {
            guard let index = options.firstIndex(where: { $0.spellings.contains(spelling) }) else { continue }
            if suggested.insert(index).inserted { named.append(spelling) }
        }
        return Array(named.prefix(2))
    }

    /// The values given to the option spelled `spelling` in `arguments`, read leniently (no
    /// error for the rest), in order: for choosing how to report a command line that cannot be
    /// understood as a whole.
    func values(of spelling: String, in arguments: [String]) -> [String] {
        guard let wanted = option(spelled: spelling) else { return [] }
        var values: [String] = []
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if let option = option(spelled: argument), case .required = option.argument {
                index += 1
                if option.spellings == wanted.spellings, index < arguments.count { values.append(arguments[index]) }
            } else if parts.count == 2, argument.hasPrefix("--"), wanted.spellings.contains(String(parts[0])) {
                values.append(String(parts[1]))
            }
            index += 1
        }
        return values
    }

    /// The options' rows of the help, in the table's order.
    var helpRows: [(left: String, help: String)] {
        options.flatMap(\.helpRows)
    }

    /// The options' lines of the help, in the table's order.
    var helpLines: [String] {
        helpRows.map { HelpText.line($0.left, $0.help) }
    }
}
