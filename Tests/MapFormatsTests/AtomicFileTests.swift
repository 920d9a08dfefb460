import Foundation
import Testing
@testable import MapFormats

@Suite struct AtomicFileTests {
    /// A fresh empty directory, removed after `body`.
    func withDirectory(_ body: (String) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mapformats-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try body(directory)
    }

    func contents(of directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    @Test(arguments: [0, 1, 5, 64 * 1024, 200_000])
    func writesAndReadsBack(_ size: Int) throws {
        try withDirectory { directory in
            let path = directory + "/out.json"
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            try AtomicFile.write(bytes, to: path)
            #expect(try AtomicFile.read(path) == bytes)
            #expect(FileManager.default.contents(atPath: path) == Data(bytes))
            #expect(try contents(of: directory) == ["out.json"])
        }
    }

    @Test func overwritesAnExistingFileKeepingItsPermissions() throws {
        try withDirectory { directory in
            let path = directory + "/map.json"
            try AtomicFile.write(Array("a much longer first version".utf8), to: path)
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
            try AtomicFile.write(Array("short".utf8), to: path)
            #expect(try AtomicFile.read(path) == Array("short".utf8))
            let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
            #expect(permissions == 0o640)
            #expect(try contents(of: directory) == ["map.json"])
        }
    }

    @Test func writesThroughASymbolicLink() throws {
        try withDirectory { directory in
            try AtomicFile.write(Array("old".utf8), to: directory + "/real.json")
            try FileManager.default.createSymbolicLink(atPath: directory + "/link.json", withDestinationPath: "real.json")
            try AtomicFile.write(Array("new".utf8), to: directory + "/link.json")
            #expect(try AtomicFile.read(directory + "/real.json") == Array("new".utf8))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.json") == "real.json")
            #expect(try contents(of: directory) == ["link.json", "real.json"])
        }
    }

    @Test func writesRelativePaths() throws {
        try withDirectory { directory in
            // A path relative to the current directory, without changing it (tests run in parallel).
            let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
            let relative = String(repeating: "../", count: depth) + directory.dropFirst() + "/relative.bin"
            try AtomicFile.write([1, 2, 3], to: relative)
            #expect(try AtomicFile.read(directory + "/relative.bin") == [1, 2, 3])
            #expect(try contents(of: directory) == ["relative.bin"])
        }
    }

    @Test(arguments: [
        ("name.json", "", "name.json"), ("dir/name.json", "dir/", "name.json"), ("/a/b/c", "/a/b/", "c"),
        ("/top", "/", "top"), ("./x", "./", "x"),
    ])
    func splitsDirectoryAndName(_ path: String, _ directory: String, _ name: String) {
        #expect(AtomicFile.split(path) == (directory, name))
    }

    @Test func failsInAMissingDirectoryLeavingNothing() throws {
        try withDirectory { directory in
            let path = directory + "/missing/out.json"
            #expect(throws: FileError(.write, path: path, code: ENOENT)) {
                try AtomicFile.write([1], to: path)
            }
            #expect(FileError(.write, path: path, code: ENOENT).message == "cannot write '\(path)': No such file or directory")
            let left = try contents(of: directory)
            #expect(left.isEmpty)
        }
    }

    @Test func failsOverADirectoryLeavingNoTemporaryFile() throws {
        try withDirectory { directory in
            let path = directory + "/taken"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            #expect(throws: FileError(.write, path: path, code: EISDIR)) {
                try AtomicFile.write([1, 2], to: path)
            }
            #expect(try contents(of: directory) == ["taken"])
        }
    }

    @Test func reportsReadErrors() throws {
        try withDirectory { directory in
            let missing = directory + "/x.json"
            #expect(throws: FileError(.read, path: missing, code: ENOENT)) { try AtomicFile.read(missing) }
            #expect(throws: FileError(.read, path: directory, code: EISDIR)) { try AtomicFile.read(directory) }
        }
        #expect(FileError(.read, path: "x.json", code: ENOENT).message == "cannot read 'x.json': No such file or directory")
        #expect(FileError(.read, path: "dir", code: EISDIR).description == "cannot read 'dir': Is a directory")
        #expect(FileError(.write, path: "a", code: EACCES).reason == "Permission denied")
    }

    @Test func parsesAJSONFileFromDisk() throws {
        try withDirectory { directory in
            let path = directory + "/value.json"
            try AtomicFile.write(Array(#"{"a": [1, 2.5, "x"]}"#.utf8), to: path)
            let value = try JSONParser.parse(try AtomicFile.read(path))
            #expect(value == .object([("a", .array([.number(1), .number(2.5), .string("x")]))]))
        }
    }

    // MARK: - Limits and non-regular files

    /// A file of up to `limit` bytes reads whole; one byte more is refused, checked from the
    /// size before reading.
    @Test(arguments: [(0, 0, true), (10, 10, true), (11, 10, false), (200_000, 200_000, true), (200_001, 200_000, false)])
    func readsAtMostTheLimit(size: Int, limit: Int, fits: Bool) throws {
        try withDirectory { directory in
            let path = directory + "/f.bin"
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0) }
            try AtomicFile.write(bytes, to: path)
            if fits {
                #expect(try AtomicFile.read(path, limit: limit) == bytes)
            } else {
                #expect(throws: FileError(.read, path: path, cause: .tooLarge(limit: limit))) { try AtomicFile.read(path, limit: limit) }
            }
        }
        #expect(FileError(.read, path: "big.json", cause: .tooLarge(limit: 64 << 20)).message
                == "cannot read 'big.json': larger than 64 MiB, the limit for a file read")
        #expect(FileError(.read, path: "b", cause: .tooLarge(limit: 1000)).reason == "larger than 1000 bytes, the limit for a file read")
    }

    /// A file whose size says nothing (`/proc`) is read in chunks, and stopped at the limit.
    @Test func aFileWithoutASizeIsStoppedAtTheLimitWhileRead() throws {
        let whole = try AtomicFile.read("/proc/self/maps")
        #expect(!whole.isEmpty)
        #expect(throws: FileError(.read, path: "/proc/self/maps", cause: .tooLarge(limit: 10))) {
            try AtomicFile.read("/proc/self/maps", limit: 10)
        }
    }

    /// Devices and named pipes are refused without reading or waiting (a pipe with no writer
    /// would block an ordinary open).
    @Test func refusesWhatIsNotARegularFile() throws {
        try withDirectory { directory in
            let pipe = directory + "/pipe"
            #expect(mkfifo(pipe, 0o600) == 0)
            #expect(throws: FileError(.read, path: pipe, cause: .notRegularFile("a named pipe"))) { try AtomicFile.read(pipe) }
            #expect(throws: FileError(.write, path: pipe, cause: .notRegularFile("a named pipe"))) { try AtomicFile.write([1], to: pipe) }
            let names = try contents(of: directory)
            #expect(names == ["pipe"])
        }
        for device in ["/dev/zero", "/dev/urandom", "/dev/null"] {
            #expect(throws: FileError(.read, path: device, cause: .notRegularFile("a character device"))) { try AtomicFile.read(device) }
        }
        #expect(FileError(.read, path: "/dev/zero", cause: .notRegularFile("a character device")).message
                == "cannot read '/dev/zero': not a regular file (a character device)")
    }

    // MARK: - Temporary files left by a killed writer

    /// A temporary file nobody holds (its writer was killed) is removed by the first write into
    /// its folder, whatever file it was for; one a writer holds locked and other files stay.
    @Test func theFirstWriteIntoAFolderRemovesStaleTemporaryFiles() throws {
        try withDirectory { directory in
            let path = directory + "/s.json"
            for name in [".s.json.tmp-stale1", ".s.json.tmp-held", ".other.json.tmp-abc", ".s.json.tmp-NotBase36",
                         "s.json.tmp-x", ".tmp-1", "..tmp-2", ".a.tmp-"] {
                #expect(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data([9])))
            }
            let held = open(directory + "/.s.json.tmp-held", O_RDONLY)
            defer { close(held) }
            #expect(flock(held, LOCK_EX) == 0)
            // The folder's inode may be one an earlier test's folder had.
            AtomicFile.forgetClearedFolders()
            try AtomicFile.write([2], to: path)
            let kept = ["..tmp-2", ".a.tmp-", ".s.json.tmp-NotBase36", ".s.json.tmp-held", ".tmp-1", "s.json", "s.json.tmp-x"]
            #expect(try contents(of: directory) == kept)
            #expect(try AtomicFile.read(path) == [2])
            // Once cleared, the folder is not listed again by this process's writes.
            #expect(FileManager.default.createFile(atPath: directory + "/.s.json.tmp-later", contents: Data([9])))
            try AtomicFile.write([3], to: path)
            #expect(try contents(of: directory) == (kept + [".s.json.tmp-later"]).sorted())
        }
    }

    @Test(arguments: [
        (".s.json.tmp-1utdwynn08mkl", true), (".a.tmp-0", true), ("...tmp-9", true), ("..tmp-9", false), (".x.tmp-y.tmp-z", true),
        (".tmp-1", false), (".a.tmp-", false), ("a.tmp-1", false), (".a.tmp-Z", false), (".a.tmp-1.json", false),
    ])
    func temporaryNames(_ name: String, _ isTemporary: Bool) {
        #expect(AtomicFile.isTemporaryName(name) == isTemporary)
    }
}
