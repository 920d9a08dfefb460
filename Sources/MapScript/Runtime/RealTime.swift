#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waiting for real (`--realtime`), in short slices so that Ctrl-C stops a long wait at once.
enum RealTime {
    /// Sleeps `seconds`; throws `interrupted` as soon as the flag is raised.
    static func sleep(seconds: Double, interrupt: InterruptFlag?) throws(ExecutionStop) {
        var left = seconds
        while left > 0 {
            if let interrupt, interrupt.take() { throw .interrupted }
            let slice = min(left, 0.05)
            var request = timespec(tv_sec: Int(slice), tv_nsec: Int((slice - slice.rounded(.down)) * 1e9))
            var remaining = timespec()
            while nanosleep(&request, &remaining) != 0 && errno == EINTR {
                if let interrupt, interrupt.isRaised { break }
                request = remaining
            }
            left -= slice
        }
        if let interrupt, interrupt.take() { throw .interrupted }
    }
}
