import Foundation
import Synchronization
import Testing

/// Issue 23, item 2, end to end: while a sandboxed `mapscript` saves and loads `sub/s.json`
/// over and over, another thread keeps turning the link `box/sub` between `inside` (a folder
/// in the sandbox) and `../outside`. Nothing may be written in `outside/`, no load may read
/// the session file there, and no temporary file may be left anywhere. (When the sandbox
/// checked a path and then opened it, 91 of 20,000 loads read the file outside; this test
/// failed every time, by a load or a save.)
@Suite struct SandboxRaceTests {
    /// The bookmark of the session file outside: the script's output must never show it.
    static let mark = "OUTSIDE-9F3C"

    @Test func aLinkTurnedMeanwhileNeverLeadsOutside() throws {
        // A file system in memory where there is one: every save is flushed to disk (`fsync`),
        // which on a disk would make the few thousand of them last a minute.
        let memory = access("/dev/shm", W_OK) == 0
        let base = memory ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
        let folder = base.appendingPathComponent("mapscript-race-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let box = folder.appendingPathComponent("box"), outside = folder.appendingPathComponent("outside")
        let inside = box.appendingPathComponent("inside")
        for made in [inside, outside] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
        let outsideFile = outside.appendingPathComponent("s.json")
        let made = try BinaryRunner.run(["-e", "bookmark add \"\(Self.mark)\" at 1,2\nsave \"\(outsideFile.path)\""])
        try #require(made.status == 0, "\(made.stderr)")
        let outsideBefore = try Data(contentsOf: outsideFile)
        try #require(symlink("inside", box.appendingPathComponent("sub").path) == 0)
        let rounds = memory ? 800 : 100
        let script = box.appendingPathComponent("race.mapscript")
        try Data(("bookmark add \"Inside\" at 1,2\n"
                  + String(repeating: "save \"sub/s.json\"\nload \"sub/s.json\"\nload \"sub/s.json\"\nprint bookmarks\n", count: rounds)).utf8)
            .write(to: script)

        let flipper = LinkFlipper(link: box.appendingPathComponent("sub").path, targets: ["inside", "../outside"])
        let result = try BinaryRunner.run(["--sandbox", "--keep-going", script.path])
        let turns = flipper.stop()

        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["s.json"])
        #expect(try Data(contentsOf: outsideFile) == outsideBefore)
        #expect(!result.stdout.contains(Self.mark))
        let insideNames = try FileManager.default.contentsOfDirectory(atPath: inside.path)
        #expect(!insideNames.contains { $0.contains(".tmp-") }, "\(insideNames)")
        // The link did turn while the script ran: some accesses were refused, others went through.
        #expect(turns > 0)
        #expect(result.stderr.contains("is outside the sandbox"), "\(result.stderr.prefix(2000))")
        #expect(result.stdout.contains("[\"Inside\"]"))
    }
}

/// A thread that keeps pointing a symbolic link at one target then the other (each time a new
/// link renamed over it, so that the link is always there) until stopped.
private final class LinkFlipper: Sendable {
    /// Set to stop the thread.
    private let stopped = Atomic<Bool>(false)
    /// How many times the link was turned, once the thread has ended.
    private let turns = Atomic<Int>(0)
    /// Signalled when the thread has ended.
    private let done = DispatchSemaphore(value: 0)

    /// Starts turning `link` between `targets`.
    init(link: String, targets: [String]) {
        Thread.detachNewThread { [self] in
            let temporary = link + ".new"
            var count = 0
            while !stopped.load(ordering: .relaxed) {
                unlink(temporary)
                if symlink(targets[count % targets.count], temporary) == 0 && rename(temporary, link) == 0 { count += 1 }
            }
            turns.store(count, ordering: .relaxed)
            done.signal()
        }
    }

    /// Stops the thread and waits for it: how many times it turned the link.
    func stop() -> Int {
        stopped.store(true, ordering: .relaxed)
        done.wait()
        return turns.load(ordering: .relaxed)
    }
}
