// MARK: - fish

extension ShellCompletion {
    /// The fish script: `complete -c mapscript` rules, each option's under a condition that
    /// says which command line it belongs to (`__mapscript_command NAME`).
    static var fishScript: String {
        let commands = self.commands
        let names = commands.dropFirst().map(\.name)
        var lines = [
            "# fish completion for mapscript, made by 'mapscript completion fish' from its option tables:",
            "# do not edit. Load it with: mapscript completion fish | source",
            "",
            "# Whether the command line is that of the sub-command $argv[1] ('' for mapscript itself).",
            "function __mapscript_command",
            "    set -l words (commandline -opc)",
            "    set -l command ''",
            "    if test (count $words) -ge 2; and contains -- $words[2] \(names.joined(separator: " "))",
            "        set command $words[2]",
            "    end",
            "    test \"$command\" = \"$argv[1]\"",
            "end",
            "",
            "# Whether the first operand of the sub-command $argv[1] ('' for mapscript itself) comes next.",
            "function __mapscript_first_operand",
            "    set -l words (commandline -opc)",
            "    if test -z \"$argv[1]\"",
            "        test (count $words) -eq 1",
            "    else",
            "        test (count $words) -eq 2; and test \"$words[2]\" = \"$argv[1]\"",
            "    end",
            "end",
            "",
            "# Script files (.mapscript) and folders that start with the token being completed.",
            "function __mapscript_scripts",
            "    set -l token (commandline -ct | string unescape)",
            "    for path in $token*",
            "        if test -d $path",
            "            echo $path/",
            "        else if string match -q -- '*.mapscript' $path",
            "            echo $path",
            "        end",
            "    end",
            "end",
            "",
            "complete -c mapscript -f",
        ]
        for command in commands {
            let condition = "-n " + quoted("__mapscript_command " + (command.name.isEmpty ? "''" : command.name))
            lines.append("")
            lines.append("# " + (command.name.isEmpty ? "mapscript" : "mapscript " + command.name))
            for option in command.options {
                let names = option.spellings.map { $0.hasPrefix("--") ? "-l " + $0.dropFirst(2) : "-s " + $0.dropFirst(1) }
                    .joined(separator: " ")
                let value = switch option.value {
                case .none: ""
                case .words(let words): " -x -a " + quoted(words.joined(separator: " "))
                case .optionalWords(let words): " -f -a " + quoted(words.joined(separator: " "))
                case .file: " -r -F"
                case .other: " -x"
                }
                lines.append("complete -c mapscript \(condition) \(names)\(value) -d \(quoted(option.help))")
            }
            switch command.operands {
            case .scripts:
                if command.name.isEmpty {
                    for entry in commands.dropFirst() {
                        lines.append("complete -c mapscript -n '__mapscript_first_operand \"\"' -a \(entry.name) -d \(quoted(entry.summary))")
                    }
                }
                lines.append("complete -c mapscript \(condition) -a '(__mapscript_scripts)'")
            case .files:
                lines.append("complete -c mapscript \(condition) -F")
            case .words(let words):
                let first = "-n " + quoted("__mapscript_first_operand " + command.name)
                lines.append("complete -c mapscript \(first) -a \(quoted(words.joined(separator: " ")))")
            case .none:
                break
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
