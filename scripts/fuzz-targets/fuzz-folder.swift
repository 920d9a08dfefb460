#if canImport(Glibc)
import Glibc
#endif
@testable import MapScriptRuntime
@testable import MapScriptSyntax

/// The empty, read-only folder scripts run in: `$MAPSCRIPT_FUZZ_FOLDER` (scripts/fuzz makes
/// one under .build/fuzz), else a new one in /tmp; made the working directory once per process.
enum FuzzFolder {
    static let sandbox: Sandbox = {
        var template = Array("/tmp/mapscript-fuzz-XXXXXX".utf8CString)
        let folder = getenv("MAPSCRIPT_FUZZ_FOLDER").map { String(cString: $0) }
            ?? template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!).map { String(cString: $0) } }
        guard let folder, chdir(folder) == 0, let sandbox = Sandbox(folder: ".", readOnly: true) else {
            fatalError("cannot make an empty folder for the fuzzed scripts")
        }
        return sandbox
    }()
}
