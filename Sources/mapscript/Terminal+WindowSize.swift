#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Terminal {
    /// The terminal's size in columns and rows (`TIOCGWINSZ`), or nil when `fd` is no
    /// terminal or does not say.
    static func windowSize(_ fd: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
