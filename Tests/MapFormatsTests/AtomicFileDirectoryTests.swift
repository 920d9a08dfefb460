import Foundation
import Testing
@testable import MapFormats

/// `AtomicFile.read(named:in:)` and `write(_:named:in:)`, which `--sandbox` uses: every step
/// (the temporary file, the rename, its removal on failure) in the directory held open, never
/// through a path, and a symbolic link refused rather than followed.
@Suite struct AtomicFileDirectoryTests {
    /// A fresh empty directory and a descriptor open on it, both gone after `body`.
    func withDirectory(_ body: (String, Int32) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("mapformats-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try body(directory, descriptor)
    }

    func contents(of directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    /// The message of the error `body` throws, or nil when it throws none.
    func message(_ body: () throws(FileError) -> Void) -> String? {
        do { try body() } catch { return error.message }
        return nil
    }

    /// The directory is renamed after it was opened: the file is written, replaced and read
    /// where the descriptor leads, and nothing appears under the old name.
    @Test func writesInTheDirectoryHeldWhereverItsPathNowLeads() throws {
        try withDirectory { directory, _ in
            try FileManager.default.createDirectory(atPath: directory + "/a", withIntermediateDirectories: true)
            let held = open(directory + "/a", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            try #require(held >= 0)
            defer { close(held) }
            #expect(rename(directory + "/a", directory + "/b") == 0)
            #expect(mkdir(directory + "/a", 0o700) == 0)
            try AtomicFile.write(Array("first".utf8), named: "s.json", in: held, reportedAs: "a/s.json")
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: directory + "/b/s.json")
            try AtomicFile.write(Array("second".utf8), named: "s.json", in: held, reportedAs: "a/s.json")
            #expect(try AtomicFile.read(named: "s.json", in: held, reportedAs: "a/s.json") == Array("second".utf8))
            #expect(try contents(of: directory + "/b") == ["s.json"])
            #expect(try contents(of: directory + "/a") == [])
            let permissions = try FileManager.default.attributesOfItem(atPath: directory + "/b/s.json")[.posixPermissions] as? Int
            #expect(permissions == 0o640)
        }
    }

    /// What is at the name when it is not a regular file, and the error each gives (the
    /// target of a link is never read nor replaced).
    @Test(arguments: [
        ("link", "cannot read 'x': not a regular file (a symbolic link)", "cannot write 'x': not a regular file (a symbolic link)"),
        ("folder", "cannot read 'x': Is a directory", "cannot write 'x': Is a directory"),
        ("missing", "cannot read 'x': No such file or directory", nil),
    ])
    func refusesWhatIsNotARegularFile(name: String, readError: String, writeError: String?) throws {
        try withDirectory { directory, descriptor in
            try Data("target".utf8).write(to: URL(fileURLWithPath: directory + "/target"))
            #expect(symlink("target", directory + "/link") == 0)
            #expect(mkdir(directory + "/folder", 0o700) == 0)
            #expect(message { () throws(FileError) in _ = try AtomicFile.read(named: name, in: descriptor, reportedAs: "x") } == readError)
            #expect(message { () throws(FileError) in try AtomicFile.write([1], named: name, in: descriptor, reportedAs: "x") } == writeError)
            #expect(FileManager.default.contents(atPath: directory + "/target") == Data("target".utf8))
            #expect(try !contents(of: directory).contains { $0.contains(".tmp-") })
        }
    }

    /// A temporary file nobody holds (its writer was killed) is removed by the first write
    /// into its folder, in the directory held as beside a path.
    @Test func theFirstWriteRemovesStaleTemporaryFiles() throws {
        try withDirectory { directory, descriptor in
            #expect(FileManager.default.createFile(atPath: directory + "/.s.json.tmp-stale1", contents: Data([9])))
            // The folder's inode may be one an earlier test's folder had.
            AtomicFile.forgetClearedFolders()
            try AtomicFile.write([2], named: "s.json", in: descriptor, reportedAs: "s.json")
            #expect(try contents(of: directory) == ["s.json"])
        }
    }
}
