@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// libFuzzer target `fmt`: the input is a script's bytes, formatted (`SourceFormatter`).
///
/// Invariants: a script is refused exactly when `--check` finds an error in it, with those
/// errors; a formatted script parses to the same statements (by `SExpression`) and formats to
/// itself; the layout pass ends on any input, with the roles its parse gives (a large text's
/// runs while it is parsed).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let roles = SyntaxCheck(bytes, concurrently: false, stackGuard: StackGuard.self).roles
    var writer = LayoutWriter(bytes: bytes, roles: roles)
    _ = writer.write()
    let checked = Parser.checkBytes(bytes)
    let refused = checked.contains { $0.severity == .error }
    let formatted: [UInt8]
    do {
        formatted = try SourceFormatter.format(bytes: bytes, stackGuard: StackGuard.self, usableCores: ScriptFiles.usableCores)
    } catch {
        guard refused, error.diagnostics == checked else { fatalError("refused with other errors than --check finds") }
        return 0
    }
    guard !refused else { fatalError("formatted a script --check refuses") }
    guard statements(formatted) == statements(bytes) else {
        fatalError("the tree changed:\n\(String(decoding: formatted, as: UTF8.self))")
    }
    guard (try? SourceFormatter.format(bytes: formatted, stackGuard: StackGuard.self, usableCores: ScriptFiles.usableCores))
            == formatted else {
        fatalError("formatting again changed:\n\(String(decoding: formatted, as: UTF8.self))")
    }
    return 0
}

extension Parser {
    /// Every diagnostic of `bytes`.
    static func checkBytes(_ bytes: [UInt8]) -> [Diagnostic] {
        var parser = Parser(bytes: bytes)
        parser.stackGuardType = StackGuard.self
        return parser.check()
    }
}

/// The S-expressions of the statements of `bytes`.
private func statements(_ bytes: [UInt8]) -> [String] {
    var parser = Parser(bytes: bytes)
    parser.stackGuardType = StackGuard.self
    var found: [String] = []
    while let item = parser.next() {
        if case .statement(let statement) = item { found.append(SExpression.of(statement)) }
    }
    return found
}
