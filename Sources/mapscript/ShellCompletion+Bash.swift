// MARK: - bash

extension ShellCompletion {
    /// The bash script: a completion function (`complete -F _mapscript mapscript`) that reads
    /// `COMP_WORDS` and `COMP_CWORD` and fills `COMPREPLY`, with `compgen` alone (no
    /// bash-completion package needed).
    static var bashScript: String {
        let commands = self.commands
        let names = commands.dropFirst().map(\.name)
        var lines = [
            "# bash completion for mapscript, made by 'mapscript completion bash' from its option tables:",
            "# do not edit. Load it with: source <(mapscript completion bash)",
            "",
            "# Script files (.mapscript) and folders that start with $1.",
            "_mapscript_scripts() {",
            "    local IFS=$'\\n'",
            "    compopt -o filenames 2>/dev/null",
            "    COMPREPLY+=($(compgen -d -- \"$1\") $(compgen -f -X '!*.mapscript' -- \"$1\"))",
            "}",
            "",
            "# Any file that starts with $1.",
            "_mapscript_files() {",
            "    local IFS=$'\\n'",
            "    compopt -o filenames 2>/dev/null",
            "    COMPREPLY+=($(compgen -f -- \"$1\"))",
            "}",
            "",
            "_mapscript() {",
            "    COMPREPLY=()",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"\" option=\"\" equals=0 command=\"\" first=1 ended=0 i",
            "    (( COMP_CWORD > 0 )) && prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    # A sub-command is the first argument.",
            "    if (( COMP_CWORD > 1 )); then",
            "        case \"${COMP_WORDS[1]}\" in",
            "            \(names.joined(separator: "|"))) command=\"${COMP_WORDS[1]}\"; first=2 ;;",
            "        esac",
            "    fi",
            "    # After '--' every argument is an operand.",
            "    for (( i = first; i < COMP_CWORD; i++ )); do [[ \"${COMP_WORDS[i]}\" == \"--\" ]] && ended=1; done",
            "    # The option whose value is completed: '--format j' or '--format=j' (bash splits '=' off).",
            "    if [[ \"$cur\" == \"=\" ]] && (( COMP_CWORD > first )); then option=\"$prev\"; cur=\"\"; equals=1",
            "    elif [[ \"$prev\" == \"=\" ]] && (( COMP_CWORD > first + 1 )); then option=\"${COMP_WORDS[COMP_CWORD-2]}\"; equals=1",
            "    elif (( COMP_CWORD > first )); then option=\"$prev\"; fi",
            "    if (( ! ended )); then",
            "        case \"$command:$option:$equals\" in",
        ]
        for command in commands {
            for option in command.options {
                let patterns = option.spellings.map { "\(command.name):\($0):" }
                switch option.value {
                case .none:
                    continue
                case .words(let words):
                    lines.append("            " + patterns.map { $0 + "*" }.joined(separator: "|") + ")")
                    lines.append("                COMPREPLY=($(compgen -W \(quoted(words.joined(separator: " "))) -- \"$cur\")); return 0 ;;")
                case .optionalWords(let words):
                    lines.append("            " + patterns.map { $0 + "1" }.joined(separator: "|") + ")")
                    lines.append("                COMPREPLY=($(compgen -W \(quoted(words.joined(separator: " "))) -- \"$cur\")); return 0 ;;")
                case .file:
                    lines.append("            " + patterns.map { $0 + "*" }.joined(separator: "|") + ")")
                    lines.append("                _mapscript_files \"$cur\"; return 0 ;;")
                case .other:
                    lines.append("            " + patterns.map { $0 + "*" }.joined(separator: "|") + ") return 0 ;;")
                }
            }
        }
        lines += [
            "        esac",
            "        if [[ \"$cur\" == -* ]]; then",
            "            case \"$command\" in",
        ]
        for command in commands {
            let spellings = command.options.flatMap(\.spellings) + (command.operands == .scripts ? ["--"] : [])
            lines.append("                \(command.name.isEmpty ? "\"\"" : command.name)) COMPREPLY=($(compgen -W "
                         + "\(quoted(spellings.joined(separator: " "))) -- \"$cur\")) ;;")
        }
        lines += [
            "            esac",
            "            return 0",
            "        fi",
            "    fi",
            "    case \"$command\" in",
        ]
        for command in commands {
            let label = command.name.isEmpty ? "\"\"" : command.name
            switch command.operands {
            case .scripts where command.name.isEmpty:
                lines.append("        \"\") (( COMP_CWORD == 1 && ! ended )) && COMPREPLY=($(compgen -W \(quoted(names.joined(separator: " "))) -- \"$cur\"))")
                lines.append("            _mapscript_scripts \"$cur\" ;;")
            case .scripts:
                lines.append("        \(label)) _mapscript_scripts \"$cur\" ;;")
            case .files:
                lines.append("        \(label)) _mapscript_files \"$cur\" ;;")
            case .words(let words):
                lines.append("        \(label)) (( COMP_CWORD == first )) && COMPREPLY=($(compgen -W \(quoted(words.joined(separator: " "))) -- \"$cur\")) ;;")
            case .none:
                lines.append("        \(label)) ;;")
            }
        }
        lines += [
            "    esac",
            "    return 0",
            "}",
            "",
            "complete -F _mapscript mapscript",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
