#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MapScriptSyntax

/// Where the interpreter writes text: a buffered file descriptor (standard output or error) or
/// a string in memory (tests). Buffered so that a million `print`s cost a handful of writes.
public final class TextOutput {
    private enum Target {
        case descriptor(Int32)
        case memory
    }

    private let target: Target
    private var buffer: [UInt8] = []
    private var captured: [UInt8] = []

    /// The `errno` of the first write to the file descriptor that failed (a full disk, a closed
    /// pipe); nil while every write succeeded. Text that could not be written is dropped.
    public private(set) var writeError: Int32?

    /// Whether each write goes out at once (line buffering, as C's standard output at a
    /// terminal): the executable sets it when standard output is a terminal, so that results
    /// appear as each statement prints them, not at a buffer's end.
    public var flushesEachWrite = false

    /// How many bytes were written so far (buffered or out): an unchanged count means nothing
    /// was printed in between (the live `show` redraws only a picture still last on screen).
    public private(set) var writtenCount = 0

    /// Called before buffered text is written out: the executable erases its progress line
    /// there, so that results never land after it on the terminal's line.
    public var willFlush: (() -> Void)?

    /// Output to a file descriptor, e.g. `STDOUT_FILENO`.
    public init(descriptor: Int32) {
        target = .descriptor(descriptor)
        buffer.reserveCapacity(1 << 16)
    }

    /// Output kept in memory; read it with `text`.
    public init() {
        target = .memory
    }

    /// Appends text.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
        writtenCount += text.utf8.count
        if buffer.count >= 1 << 16 || flushesEachWrite { flush() }
    }

    /// Appends text and a newline.
    public func writeLine(_ text: String) {
        var text = text
        text.withUTF8 { buffer.append(contentsOf: $0) }
        buffer.append(UInt8(ascii: "\n"))
        writtenCount += text.utf8.count + 1
        if buffer.count >= 1 << 16 || flushesEachWrite { flush() }
    }

    /// Appends bytes as they are (text already encoded: `mapscript fmt`'s output).
    public func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        writtenCount += bytes.count
        if buffer.count >= 1 << 16 || flushesEachWrite { flush() }
    }

    /// Writes out what is buffered.
    public func flush() {
        if !buffer.isEmpty, let willFlush { willFlush() }
        switch target {
        case .memory:
            captured.append(contentsOf: buffer)
        case .descriptor(let fd):
            var offset = 0
            while offset < buffer.count {
                let written = buffer.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
                if written < 0 {
                    if errno == EINTR { continue }
                    if writeError == nil { writeError = errno }
                    break
                }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Everything written so far (memory outputs only; flushes first).
    public var text: String {
        flush()
        return String(decoding: captured, as: UTF8.self)
    }
}

/// `write(2)`, reachable from inside `TextOutput`, whose own `write` hides it.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
