#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import MapScriptTesting

/// The pool behind `mapscript test --jobs`: every piece of work runs once, and the results
/// come back in index order on the calling thread, whatever the number of threads and however
/// long each piece takes.
@Suite struct OrderedWorkTests {
    @Test(arguments: [1, 2, 3, 4, 8])
    func resultsComeInOrder(jobs: Int) {
        let count = 60
        let pool = OrderedWork<Int>(jobs: jobs)
        var delivered: [Int] = []
        let caller = pthread_self()
        var onCaller = true
        pool.run(count: count, work: { index in
            // Uneven pieces: later ones often finish first.
            usleep(UInt32((count - index) % 7 * 200))
            return index * index
        }, deliver: { index, square in
            #expect(square == index * index)
            delivered.append(index)
            onCaller = onCaller && pthread_equal(pthread_self(), caller) != 0
        })
        #expect(delivered == Array(0..<count))
        #expect(onCaller)
    }

    /// Work runs on more than one thread when asked (the pieces wait for each other to meet).
    @Test func workRunsAtOnce() {
        let pool = OrderedWork<Bool>(jobs: 2)
        let meeting = Meeting()
        var results: [Bool] = []
        pool.run(count: 2, work: { _ in meeting.arriveAndWait() }, deliver: { results.append($1) })
        #expect(results == [true, true])
    }

    /// More jobs than start before the work is known, and a second batch on the same pool.
    @Test func moreJobsThanPrestartedAndASecondRun() {
        let pool = OrderedWork<Int>(jobs: OrderedWork<Int>.prestarted + 5)
        for count in [40, 3] {
            var delivered: [Int] = []
            pool.run(count: count, work: { index in
                usleep(UInt32(index % 3 * 300))
                return index + 1
            }, deliver: { index, value in
                #expect(value == index + 1)
                delivered.append(index)
            })
            #expect(delivered == Array(0..<count))
        }
    }

    /// A pool that is never given work ends its threads when finished.
    @Test(arguments: [1, 2, 4])
    func finishWithoutWork(jobs: Int) {
        let pool = OrderedWork<Int>(jobs: jobs)
        pool.finish()
        var delivered: [Int] = []
        pool.run(count: 3, work: { $0 }, deliver: { delivered.append($1) })
        #expect(delivered == [0, 1, 2])
    }
}

/// Two threads meeting: each waits (up to five seconds) for the other; true when they met.
private final class Meeting: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var arrived = 0

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func arriveAndWait() -> Bool {
        pthread_mutex_lock(mutex)
        arrived += 1
        pthread_mutex_unlock(mutex)
        for _ in 0..<5_000 {
            pthread_mutex_lock(mutex)
            let both = arrived >= 2
            pthread_mutex_unlock(mutex)
            if both { return true }
            usleep(1_000)
        }
        return false
    }
}
