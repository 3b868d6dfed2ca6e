import Glibc

/// CLOCK_MONOTONIC in nanoseconds (the clock the GUI probes and the driver use).
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// CPU time of the whole process (every thread) in nanoseconds.
func processCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Nanoseconds `body` took.
@inline(__always)
func measure(_ body: () throws -> Void) rethrows -> UInt64 {
    let start = monotonicNanoseconds()
    try body()
    return monotonicNanoseconds() - start
}

/// Keeps `value` alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
