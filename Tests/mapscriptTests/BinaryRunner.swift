import Foundation

/// Runs the built `mapscript` binary as a user would, for end-to-end tests.
enum BinaryRunner {
    /// What one run printed and returned.
    struct Result {
        let stdout: String
        let stderr: String
        let status: Int32
    }

    /// The package's top folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `mapscript` executable next to the test bundle (SwiftPM builds it because this test
    /// target depends on it), so that a sanitized test run (`--sanitize=address
    /// --scratch-path .build-asan`) runs the binary built the same way, never another build's.
    static let executable: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [beside, beside.deletingLastPathComponent()] {
            let candidate = folder.appendingPathComponent("mapscript")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return beside.appendingPathComponent("mapscript")
    }()

    /// Whether this test process (and so the binary of the same build) runs under a sanitizer,
    /// whose shadow memory does not fit under an address-space limit.
    static let isSanitized: Bool = {
        let handle = dlopen(nil, RTLD_NOW)
        return dlsym(handle, "__asan_init") != nil || dlsym(handle, "__tsan_init") != nil
    }()

    /// Runs `mapscript ARGUMENTS` (or `/bin/sh ARGUMENTS` when `shell`, or another `program`) in
    /// `directory` with `input` on standard input; with `addressSpaceLimit`, under that limit in
    /// KiB (`RLIMIT_AS`, set by `/bin/sh -c 'ulimit -v N; exec ...'`).
    static func run(_ arguments: [String], input: String = "", directory: URL? = nil,
                    environment: [String: String] = [:], shell: Bool = false, executable program: URL? = nil,
                    addressSpaceLimit: Int? = nil) throws -> Result {
        let process = Process()
        let target = program ?? (shell ? URL(fileURLWithPath: "/bin/sh") : executable)
        if let addressSpaceLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -v \(addressSpaceLimit) && exec \"$0\" \"$@\"", target.path] + arguments
        } else {
            process.executableURL = target
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value }
        // LeakSanitizer reads /proc/<pid>/task when the process exits, which the sandbox's
        // Landlock ruleset rightly denies (/proc/self/root would be a way out): in the sanitized
        // pass a sandboxed run would end with "LeakSanitizer has encountered a fatal error" and
        // status 1. Its leaks are checked by the same runs without --sandbox.
        if arguments.contains(where: { $0.contains("--sandbox") }) {
            env["ASAN_OPTIONS"] = [env["ASAN_OPTIONS"], "detect_leaks=0"].compactMap { $0 }.joined(separator: ":")
        }
        process.environment = env
        // Files rather than pipes: no deadlock however much the process writes.
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("mapscript-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("in"), outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        try Data(input.utf8).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return Result(stdout: try String(contentsOf: outURL, encoding: .utf8),
                      stderr: try String(contentsOf: errURL, encoding: .utf8),
                      status: process.terminationStatus)
    }
}
