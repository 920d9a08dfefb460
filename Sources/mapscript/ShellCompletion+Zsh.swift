// MARK: - zsh

extension ShellCompletion {
    /// The zsh script: a `_mapscript` function of the completion system (`_arguments` specs
    /// for each command line, the sub-commands with their summaries), which registers itself
    /// when sourced and runs when compinit autoloads it from `$fpath`.
    static var zshScript: String {
        let commands = self.commands
        var lines = [
            "#compdef mapscript",
            "# zsh completion for mapscript, made by 'mapscript completion zsh' from its option tables:",
            "# do not edit. Load it with: source <(mapscript completion zsh) (after compinit), or save it",
            "# as _mapscript in a folder of $fpath.",
            "",
            "# Script files (.mapscript) and folders.",
            "_mapscript_scripts() {",
            "  _files -g '*.mapscript(-.)'",
            "}",
            "",
            "# The first operand of mapscript: a sub-command or a script.",
            "_mapscript_first() {",
            "  local -a subcommands",
            "  subcommands=(",
        ]
        for entry in commands.dropFirst() {
            lines.append("    " + quoted(entry.name + ":" + entry.summary))
        }
        lines += [
            "  )",
            "  local ret=1",
            "  _describe -t subcommands sub-command subcommands && ret=0",
            "  _mapscript_scripts && ret=0",
            "  return ret",
            "}",
            "",
            "_mapscript() {",
            "  if (( CURRENT > 2 )); then",
            "    case $words[2] in",
            "      (\(commands.dropFirst().map(\.name).joined(separator: "|")))",
            "        local command=$words[2]",
            "        shift words",
            "        (( CURRENT-- ))",
            "        curcontext=\"${curcontext%:*:*}:mapscript-$command:\"",
            "        case $command in",
        ]
        for command in commands.dropFirst() {
            lines.append("          (\(command.name))")
            lines.append("            _arguments -S \\")
            lines += (zshSpecs(command.options) + zshOperands(command)).map { "              " + $0 + " \\" }
            lines[lines.count - 1].removeLast(2)
            lines.append("            ;;")
        }
        lines += [
            "        esac",
            "        return",
            "        ;;",
            "    esac",
            "  fi",
            "  _arguments -S \\",
        ]
        lines += (zshSpecs(commands[0].options) + zshOperands(commands[0])).map { "    " + $0 + " \\" }
        lines[lines.count - 1].removeLast(2)
        lines += [
            "}",
            "",
            "# Sourced: register; autoloaded by compinit: complete.",
            "if [[ $funcstack[1] == _mapscript ]]; then",
            "  _mapscript \"$@\"",
            "else",
            "  compdef _mapscript mapscript",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `_arguments` specs of `options`, quoted.
    static func zshSpecs(_ options: [Option]) -> [String] {
        options.flatMap { option in
            let help = "[" + option.help.replacing("\\", with: "\\\\").replacing("[", with: "\\[").replacing("]", with: "\\]")
                .replacing(":", with: "\\:") + "]"
            return option.spellings.map { spelling in
                let long = spelling.hasPrefix("--")
                let spec = switch option.value {
                case .none: spelling + help
                case .words(let words): spelling + (long ? "=" : "+") + help + ":value:(" + words.joined(separator: " ") + ")"
                case .file: spelling + (long ? "=" : "+") + help + ":file:_files"
                case .other: spelling + (long ? "=" : "+") + help + ":value: "
                case .optionalWords(let words): spelling + "=-" + help + "::value:(" + words.joined(separator: " ") + ")"
                }
                return quoted(spec)
            }
        }
    }

    /// The `_arguments` specs of `command`'s operands.
    static func zshOperands(_ command: Command) -> [String] {
        switch command.operands {
        case .scripts where command.name.isEmpty: ["'1: :_mapscript_first'", "'*:script:_mapscript_scripts'"]
        case .scripts: ["'*:script or folder:_mapscript_scripts'"]
        case .files: ["'*:file:_files'"]
        case .words(let words): [quoted("1:" + command.name + ":(" + words.joined(separator: " ") + ")")]
        case .none: []
        }
    }
}
