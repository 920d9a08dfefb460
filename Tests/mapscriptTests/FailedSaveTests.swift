import Foundation
import Testing

/// Issue 15, no data lost: a `save` that cannot be done (the disk is full, the folder is
/// read-only or missing) is an error that says why and names the file, and leaves the old
/// file as it was, loadable, with no temporary file behind.
@Suite(.serialized) struct FailedSaveTests {
    /// Whether this process may mount a tmpfs (root, or CAP_SYS_ADMIN, outside a container
    /// that forbids it): the disk-full and read-only cases need a small file system of their
    /// own. Tried once, on a scratch folder.
    static let canMount: Bool = {
        guard let folder = try? makeFolder("mapscript-mount-probe") else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        guard (try? command("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.path])) == 0 else { return false }
        _ = try? command("/bin/umount", [folder.path])
        return true
    }()

    /// A new empty folder in the temporary directory.
    static func makeFolder(_ prefix: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `executable` with `arguments`, output discarded: its exit status.
    @discardableResult
    static func command(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs `body` with a tmpfs of `size` mounted on a new folder, unmounted afterwards.
    static func withTmpfs(size: String, _ body: (URL) throws -> Void) throws {
        let folder = try makeFolder("mapscript-tmpfs")
        defer { try? FileManager.default.removeItem(at: folder) }
        try #require(try command("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", folder.path]) == 0)
        defer { _ = try? command("/bin/umount", [folder.path]) }
        try body(folder)
    }

    /// A script making a session of `count` bookmarks and saving it to `file`.
    static func saving(_ count: Int, to file: String) -> String {
        "repeat \(count) { bookmark add \"Bookmark with a rather long name number ${bookmarks.count + 1}\" at 1,2 }\nsave \"\(file)\"\n"
    }

    /// The old file is unchanged, loads, and has no temporary file beside it.
    static func expectOldFileIntact(_ folder: URL, _ old: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = folder.appendingPathComponent("s.json")
        #expect(FileManager.default.contents(atPath: path.path) == old, sourceLocation: sourceLocation)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains { $0.contains(".tmp-") }, "\(names)", sourceLocation: sourceLocation)
        let load = try BinaryRunner.run(["-e", "load \"\(path.path)\"\nprint bookmarks.count"])
        #expect(load.stdout == "2\n" && load.status == 0, "\(load.stderr)", sourceLocation: sourceLocation)
    }

    @Test(.enabled(if: canMount, "mounting a tmpfs is not permitted here (needs root or CAP_SYS_ADMIN)"))
    func aSaveThatDoesNotFitLeavesTheOldFile() throws {
        try Self.withTmpfs(size: "256k") { folder in
            let file = folder.appendingPathComponent("s.json").path
            let first = try BinaryRunner.run(["-e", Self.saving(2, to: file)])
            #expect(first.status == 0, "\(first.stderr)")
            let old = try #require(FileManager.default.contents(atPath: file))
            // Fill the file system but for a few blocks (256 KiB less 16 KiB, the old file
            // holding one 4 KiB page): the new file, about 90 KB, cannot fit.
            #expect(try Self.command("/bin/sh", ["-c", "head -c 245760 /dev/zero > '\(folder.path)/filler'"]) == 0)

            let failed = try BinaryRunner.run(["-e", Self.saving(1000, to: file)])
            #expect(failed.status == 1)
            #expect(failed.stderr.hasPrefix("<command line>:2:6: error: cannot write '\(file)': No space left on device\n"),
                    "\(failed.stderr)")
            try Self.expectOldFileIntact(folder, old)
        }
    }

    @Test(.enabled(if: canMount, "mounting a tmpfs is not permitted here (needs root or CAP_SYS_ADMIN)"))
    func aSaveToAReadOnlyFolderLeavesTheOldFile() throws {
        try Self.withTmpfs(size: "256k") { folder in
            let file = folder.appendingPathComponent("s.json").path
            #expect(try BinaryRunner.run(["-e", Self.saving(2, to: file)]).status == 0)
            let old = try #require(FileManager.default.contents(atPath: file))
            // Read-only for everyone, root included (a folder's mode does not stop root).
            try #require(try Self.command("/bin/mount", ["-o", "remount,ro", folder.path]) == 0)

            let failed = try BinaryRunner.run(["-e", Self.saving(3, to: file)])
            #expect(failed.status == 1)
            #expect(failed.stderr.hasPrefix("<command line>:2:6: error: cannot write '\(file)': Read-only file system\n"),
                    "\(failed.stderr)")
            try Self.expectOldFileIntact(folder, old)
        }
    }

    @Test func aSaveToAMissingFolderSaysSo() throws {
        let folder = try Self.makeFolder("mapscript-missing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("no/such/folder/s.json").path
        let failed = try BinaryRunner.run(["-e", Self.saving(2, to: file)])
        #expect(failed.status == 1)
        #expect(failed.stderr.hasPrefix("<command line>:2:6: error: cannot write '\(file)': No such file or directory\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// A device or a named pipe is never replaced by a saved file (as root, renaming a file
    /// over `/dev/null` would succeed).
    @Test func aSaveOverADeviceOrPipeIsRefused() throws {
        let folder = try Self.makeFolder("mapscript-special")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(pipe, 0o600) == 0)
        for (file, kind) in [("/dev/null", "a character device"), (pipe, "a named pipe")] {
            let failed = try BinaryRunner.run(["-e", Self.saving(1, to: file)])
            #expect(failed.stderr.hasPrefix("<command line>:2:6: error: cannot write '\(file)': not a regular file (\(kind))\n"),
                    "\(failed.stderr)")
        }
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pipe"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: "/dev").filter { $0.hasPrefix(".null.tmp-") }.isEmpty)
    }

    /// The user runs as: an unprivileged one as it is, root as `nobody` through `setpriv` (root
    /// may write any file, so the check needs another user); nil when neither can be done.
    static let unprivileged: (executable: URL, prefix: [String])? = {
        if getuid() != 0 { return (BinaryRunner.executable, []) }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return nil }
        return (URL(fileURLWithPath: "/usr/bin/setpriv"),
                ["--reuid=65534", "--regid=65534", "--clear-groups", BinaryRunner.executable.path])
    }()

    /// Issue 23, 14: `save` over a file the user may not write (0444) in a folder they may
    /// write is refused (`Permission denied`), not taken over by the rename; the file is as it
    /// was. Before the fix the save succeeded and the file changed owner.
    @Test(.enabled(if: unprivileged != nil, "needs an unprivileged user: root without /usr/bin/setpriv"))
    func aSaveOverAFileTheUserMayNotWriteIsRefused() throws {
        let (executable, prefix) = try #require(Self.unprivileged)
        let folder = try Self.makeFolder("mapscript-readonly-file")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(chmod(folder.path, 0o777) == 0)
        let file = folder.appendingPathComponent("s.json").path
        let old = Data(#"{"kept": true}"#.utf8)
        try old.write(to: URL(fileURLWithPath: file))
        #expect(chmod(file, 0o444) == 0)
        for command in ["save", "export webmap", "export geojson", "export kml", "export svg"] {
            let failed = try BinaryRunner.run(prefix + ["-e", "\(command) \"\(file)\""], executable: executable)
            #expect(failed.status == 1)
            #expect(failed.stderr.hasPrefix("<command line>:1:\(command.count + 2): error: cannot write '\(file)': Permission denied\n"),
                    "\(failed.stderr)")
            #expect(FileManager.default.contents(atPath: file) == old)
        }
        var info = stat()
        #expect(stat(file, &info) == 0 && info.st_mode & 0o777 == 0o444 && info.st_uid == getuid())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["s.json"])
    }
}
