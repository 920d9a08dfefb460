#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapFormats
import Testing
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// What one run of a script gave: standard output, diagnostics, the outcome and the interpreter
/// (for its session).
struct RunResult {
    let out: String
    let err: String
    let outcome: RunOutcome
    let interpreter: Interpreter

    /// The first line of the diagnostics (`t.mapscript:L:C: error: message`), or "".
    var firstError: String { String(err.split(separator: "\n", omittingEmptySubsequences: false).first ?? "") }
    /// Every `file:line:col: error: ...` header line of the diagnostics, in order.
    var errorHeaders: [String] {
        err.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
    }
}

/// Runs `source` as `t.mapscript` in a fresh interpreter and collects everything it wrote.
func run(_ source: String, keepGoing: Bool = false, interpreter given: Interpreter? = nil) -> RunResult {
    let interpreter = given ?? Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(),
                                           options: .init(keepGoing: keepGoing, realtime: false))
    let outcome: RunOutcome
    do {
        outcome = try interpreter.run(.text(source, name: "t.mapscript"))
    } catch {
        Issue.record("text input cannot be unreadable: \(error.message)")
        outcome = RunOutcome(.stopped)
    }
    return RunResult(out: interpreter.output.text, err: interpreter.renderedDiagnostics, outcome: outcome,
                     interpreter: interpreter)
}

/// Runs `body` on a new thread with a stack of `stackSize` bytes (64 MiB unless given) and
/// returns its result, so that how deep a test may recurse does not depend on the test runner's
/// threads (whose stack the interpreter's stack guard measures) nor on the size of frames
/// (several times larger under AddressSanitizer, where 100 nested calls fill an 8 MiB stack).
func onLargeStack<T>(stackSize: Int = 64 << 20, _ body: () -> T) -> T {
    withoutActuallyEscaping(body) { body in
        var result: T?
        let context = Unmanaged.passRetained(Work { result = body() }).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { context in
            Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        precondition(status == 0, "cannot start a thread: \(status)")
        pthread_join(thread, nil)
        return result!
    }
}

/// Work handed to a thread of its own (see `onLargeStack`).
private final class Work {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// The standard output of `source`, recording an issue when it reported any error.
func output(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    let result = run(source)
    #expect(result.err == "", "unexpected diagnostics for \(source.debugDescription)", sourceLocation: sourceLocation)
    #expect(result.outcome.ending == .finished, sourceLocation: sourceLocation)
    return result.out
}

/// The output lines of `source` (without the final empty line).
func lines(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
    output(source, sourceLocation: sourceLocation).split(separator: "\n", omittingEmptySubsequences: false)
        .dropLast().map(String.init)
}

/// A fresh temporary folder (see `withFolder`).
private func makeTemporaryFolder() -> String {
    var template = Array("/tmp/mapscript-runtime-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(made != nil, "mkdtemp failed")
    return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Runs `body` with a fresh temporary folder holding `files` (paths relative to the folder,
/// with their text), then removes the folder.
func withFolder(_ files: KeyValuePairs<String, String> = [:], _ body: (String) throws -> Void) rethrows {
    let folder = makeTemporaryFolder()
    defer { removeTree(folder) }
    for (path, text) in files { writeFile(folder + "/" + path, text) }
    try body(folder)
}

/// Writes `text` to `path`, creating the parent folders.
func writeFile(_ path: String, _ text: String) {
    var folder = ""
    for part in path.split(separator: "/").dropLast() {
        folder += "/" + part
        mkdir(folder, 0o700)
    }
    let file = fopen(path, "w")
    precondition(file != nil, "cannot write \(path)")
    fputs(text, file)
    fclose(file)
}

/// Reads `path` as UTF-8 text, or nil when it cannot be read.
func readFile(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes.append(contentsOf: buffer[..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// Removes `path` and everything under it (a symbolic link itself, never what it leads to).
func removeTree(_ path: String) {
    guard path.hasPrefix("/tmp/mapscript-runtime-") else { return }
    var info = stat()
    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, let names = Folder.names(in: path) {
        for name in names { removeTree(path + "/" + name) }
        rmdir(path)
    } else {
        unlink(path)
    }
}

/// Runs the script file at `path` in a fresh interpreter.
func runFile(_ path: String, keepGoing: Bool = false) -> RunResult {
    let interpreter = Interpreter(output: TextOutput(), diagnostics: RenderedDiagnostics(),
                                  options: .init(keepGoing: keepGoing, realtime: false))
    let outcome: RunOutcome
    do { outcome = try interpreter.run(.file(path)) } catch {
        return RunResult(out: "", err: error.message, outcome: RunOutcome(.stopped), interpreter: interpreter)
    }
    return RunResult(out: interpreter.output.text, err: interpreter.renderedDiagnostics, outcome: outcome,
                     interpreter: interpreter)
}

/// `expectSameRun` for a script whose parts a fast path takes are marked `«...»`: the fast
/// form is the script without the marks, the general form reads each marked part through a
/// list (`[n - 1][1]`), which no fast path takes.
func expectSameRun(marked script: String, keepGoing: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let fast = script.replacingOccurrences(of: "«", with: "").replacingOccurrences(of: "»", with: "")
    let general = script.replacingOccurrences(of: "«", with: "[").replacingOccurrences(of: "»", with: "][1]")
    expectSameRun(fast, general, keepGoing: keepGoing, sourceLocation: sourceLocation)
}

/// Runs a script through a fast path and its general form (each as `t.mapscript` in a folder
/// with `files`, going on after errors when `keepGoing`), and expects the same output, the
/// same errors (without their positions: a general form is longer) and the same ending: the
/// check of every performance device that takes a form of the language a shorter way.
func expectSameRun(_ fast: String, _ general: String, files: [String: String] = [:], keepGoing: Bool = false,
                   sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(fast != general, "no general form made of \(fast)", sourceLocation: sourceLocation)
    func run(_ source: String) -> RunResult {
        var result: RunResult?
        withFolder { folder in
            for (path, text) in files { writeFile(folder + "/" + path, text) }
            writeFile(folder + "/t.mapscript", source)
            result = runFile(folder + "/t.mapscript", keepGoing: keepGoing)
        }
        return result!
    }
    func withoutPosition(_ header: String) -> String {
        header.range(of: "error:").map { String(header[$0.lowerBound...]) } ?? header
    }
    let (fastRun, slowRun) = (run(fast), run(general))
    #expect(fastRun.out == slowRun.out, "\(fast)", sourceLocation: sourceLocation)
    #expect(fastRun.errorHeaders.map(withoutPosition) == slowRun.errorHeaders.map(withoutPosition),
            "\(fastRun.err)\n\(slowRun.err)", sourceLocation: sourceLocation)
    #expect(fastRun.outcome.ending == slowRun.outcome.ending, sourceLocation: sourceLocation)
}
