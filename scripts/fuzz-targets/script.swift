#if canImport(Glibc)
import Glibc
#endif
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// libFuzzer target `script`: the input is a script's bytes, run whole (lexed, parsed, run) in
/// a fresh interpreter that touches no files (a read-only sandbox of an empty folder, which is
/// also the working directory), takes no real time and stops after `maxSteps` steps; then
/// checked with `--check`, and completed at the REPL as typed so far.
///
/// Invariant: every syntax error a run reports, `--check` reports too (a run parses statement
/// by statement, `--check` the whole script at once).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let input = ScriptInput.bytes(bytes, name: "fuzz.mapscript")

    var options = Interpreter.Options(keepGoing: true, realtime: false, parseAhead: .never)
    options.maxSteps = 100_000
    options.sandbox = FuzzFolder.sandbox
    let runDiagnostics = DiagnosticCollector()
    let interpreter = Interpreter(output: TextOutput(), diagnostics: runDiagnostics, options: options)
    _ = try? interpreter.run(input)

    let checkDiagnostics = DiagnosticCollector()
    _ = try? Interpreter(output: TextOutput(), diagnostics: checkDiagnostics).check(input)
    let checked = Set(checkDiagnostics.entries.map(\.diagnostic))
    for entry in runDiagnostics.entries where entry.diagnostic.kind == .syntax && entry.file == "fuzz.mapscript" {
        guard checked.contains(entry.diagnostic) else {
            fatalError("a run reported a syntax error that --check did not: \(entry.diagnostic)")
        }
    }

    // The REPL completes the text typed so far, in the session the script left.
    let text = String(decoding: bytes, as: UTF8.self)
    let completer = Completer(names: interpreter)
    let word = String(text.reversed().prefix { !$0.isWhitespace && !"\"'(){}[],;=".contains($0) }.reversed())
    _ = completer.complete(context: text, word: word)
    _ = Repl<ScriptedLineEditor>.needsMoreInput(text)
    return 0
}
