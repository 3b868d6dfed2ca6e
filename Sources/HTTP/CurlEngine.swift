import CCurl
import CCurlShim
import Foundation
import Synchronization

/// Drives one `curl_multi` handle on a dedicated thread. Other threads only enqueue work in `shared`
/// and wake the thread with `curl_multi_wakeup`; every libcurl call on the multi happens on that thread.
/// Unchecked: the multi handle and the tables marked "engine thread only" are only touched on that thread.
final class CurlEngine: @unchecked Sendable {
    private let configuration: HTTPClientConfiguration
    private let multi: UnsafeMutableRawPointer

    /// What other threads hand to the engine thread, and the statistics.
    private struct Shared {
        var submitted: [CurlTransfer] = []
        var cancelled: [CurlTransfer] = []
        var stopping = false
        var threadStarted = false
        /// A wake-up was sent and the thread has not yet taken the work it announced: later work rides on it.
        var wakePending = false
        var nextSequence = 0
        var stats = HTTPStatistics()

        /// True when the caller must wake the thread (no wake-up is pending yet).
        mutating func takeWake() -> Bool {
            defer { wakePending = true }
            return !wakePending
        }
    }

    private let shared = Mutex(Shared())

    // Engine thread only.
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
    /// Queued transfers per host, in start order reversed: the next to start is last.
    private var waiting: [String: [CurlTransfer]] = [:]
    private var runningPerHost: [String: Int] = [:]

    init(configuration: HTTPClientConfiguration) {
        self.configuration = configuration
        guard let multi = popcorn_curl_multi_init() else { fatalError("curl_multi_init failed") }
        self.multi = multi
        let perHost = max(1, configuration.maxConcurrentPerHost)
        _ = popcorn_curl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, perHost)
        _ = popcorn_curl_multi_setopt_long(multi, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
    }

    var statistics: HTTPStatistics {
        shared.withLock { $0.stats }
    }

    func submit(_ transfer: CurlTransfer) {
        let (startThread, wake) = shared.withLock { shared in
            transfer.sequence = shared.nextSequence
            shared.nextSequence += 1
            shared.stats.submitted += 1
            shared.submitted.append(transfer)
            defer { shared.threadStarted = true }
            return (!shared.threadStarted, shared.threadStarted && shared.takeWake())
        }
        if startThread {
            let thread = Thread { [self] in run() }
            thread.name = "popcorn-http"
            thread.start()
        } else if wake {
            popcorn_curl_multi_wakeup(multi)
        }
    }

    func cancel(_ transfer: CurlTransfer) {
        let wake = shared.withLock { shared in
            transfer.cancelRequested = true
            shared.cancelled.append(transfer)
            return shared.takeWake()
        }
        if wake { popcorn_curl_multi_wakeup(multi) }
    }

    /// Ends the thread: running and queued transfers fail with ``HTTPError/cancelled``.
    func stop() {
        let running = shared.withLock { shared in
            shared.stopping = true
            return shared.threadStarted
        }
        if running {
            popcorn_curl_multi_wakeup(multi)
        } else {
            popcorn_curl_multi_cleanup(multi)
        }
    }

    private func run() {
        while true {
            let (newTransfers, cancellations, stop) = shared.withLock { shared in
                defer {
                    shared.submitted = []
                    shared.cancelled = []
                    shared.wakePending = false
                }
                return (shared.submitted, shared.cancelled, shared.stopping)
            }
            if stop {
                shutDown(extra: newTransfers)
                return
            }
            for transfer in newTransfers {
                if shared.withLock({ _ in transfer.cancelRequested }) {
                    transfer.resume(with: .failure(CancellationError()))
                } else {
                    enqueue(transfer)
                }
            }
            for transfer in cancellations { abort(transfer) }
            startWaiting()
            var stillRunning: Int32 = 0
            popcorn_curl_multi_perform(multi, &stillRunning)
            let finished = collectFinished()
            if expireOverdue() || finished { continue }
            popcorn_curl_multi_poll(multi, nil, 0, Int32(pollTimeout()), nil)
        }
    }

    /// Fails the transfers whose total time is up, whatever state libcurl holds them in: libcurl 7.88 never
    /// times out a transfer that waits for a connection (behind `CURLOPT_PIPEWAIT` or a connection limit),
    /// so `CURLOPT_TIMEOUT` alone does not bound every request. True when any ended.
    private func expireOverdue() -> Bool {
        let now = ContinuousClock.now
        let overdue = active.values.filter { $0.deadline <= now }
        for transfer in overdue {
            detach(transfer)
            log(transfer, "timed out")
            finish(transfer, with: .failure(HTTPError.timeout))
        }
        return !overdue.isEmpty
    }

    /// Milliseconds to wait for activity: at most a second, and no later than the nearest deadline.
    private func pollTimeout() -> Int {
        guard let nearest = active.values.lazy.map(\.deadline).min() else { return 1000 }
        return min(1000, max(1, (nearest - ContinuousClock.now).milliseconds))
    }

    /// Queues `transfer` behind its host's limit: after every transfer that starts before it (higher
    /// priority, or the same priority and submitted earlier), found by binary search.
    private func enqueue(_ transfer: CurlTransfer) {
        let startsBefore = { (other: CurlTransfer) in
            other.request.priority != transfer.request.priority
                ? other.request.priority > transfer.request.priority : other.sequence < transfer.sequence
        }
        var queue = waiting.removeValue(forKey: transfer.hostKey) ?? []
        // The queue is reversed: find the first element that starts before `transfer`.
        var low = 0
        var high = queue.count
        while low < high {
            let middle = (low + high) / 2
            if startsBefore(queue[middle]) { high = middle } else { low = middle + 1 }
        }
        queue.insert(transfer, at: low)
        waiting[transfer.hostKey] = queue
    }

    /// Moves queued transfers into libcurl while their host has free slots, highest priority first.
    private func startWaiting() {
        let limit = max(1, configuration.maxConcurrentPerHost)
        for host in Array(waiting.keys) where runningPerHost[host, default: 0] < limit {
            var queue = waiting.removeValue(forKey: host) ?? []
            while runningPerHost[host, default: 0] < limit, let transfer = queue.popLast() {
                start(transfer)
            }
            if !queue.isEmpty { waiting[host] = queue }
        }
    }

    private func start(_ transfer: CurlTransfer) {
        guard let easy = transfer.makeEasyHandle() else {
            transfer.resume(with: .failure(HTTPError.other(code: -1, detail: "could not configure libcurl")))
            return
        }
        guard popcorn_curl_multi_add_handle(multi, easy) == CURLM_OK else {
            transfer.resume(with: .failure(HTTPError.other(code: -1, detail: "could not start the transfer")))
            return
        }
        active[easy] = transfer
        let running = runningPerHost[transfer.hostKey, default: 0] + 1
        runningPerHost[transfer.hostKey] = running
        shared.withLock { shared in
            shared.stats.started += 1
            shared.stats.peakPerHost = max(shared.stats.peakPerHost, running)
        }
    }

    /// Removes a finished or aborted transfer from libcurl and frees its host slot.
    private func detach(_ transfer: CurlTransfer) {
        guard let easy = transfer.easy, active.removeValue(forKey: easy) != nil else { return }
        popcorn_curl_multi_remove_handle(multi, easy)
        let running = runningPerHost[transfer.hostKey, default: 1] - 1
        runningPerHost[transfer.hostKey] = running > 0 ? running : nil
    }

    private func abort(_ transfer: CurlTransfer) {
        if transfer.easy != nil {
            detach(transfer)
            log(transfer, "cancelled")
        } else if var queue = waiting[transfer.hostKey], let index = queue.firstIndex(where: { $0 === transfer }) {
            queue.remove(at: index)
            waiting[transfer.hostKey] = queue.isEmpty ? nil : queue
        } else {
            return
        }
        finish(transfer, with: .failure(CancellationError()))
    }

    /// Completes transfers libcurl reports as done; true when any finished (their slots may be reused).
    private func collectFinished() -> Bool {
        var any = false
        var remaining: Int32 = 0
        while let message = popcorn_curl_multi_info_read(multi, &remaining) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                let transfer = active[easy]
            else { continue }
            let result = transfer.outcome(code: popcorn_curl_msg_result(message))
            detach(transfer)
            switch result {
            case .success(let response):
                log(transfer, "\(response.status), \(response.body.count) bytes")
            case .failure(let error):
                log(transfer, "failed: \(error)")
            }
            finish(transfer, with: result)
            any = true
        }
        return any
    }

    private func finish(_ transfer: CurlTransfer, with result: Result<HTTPResponse, Error>) {
        let bytes = transfer.receivedBytes
        shared.withLock { shared in
            shared.stats.finished += 1
            shared.stats.bytesReceived += bytes
        }
        transfer.resume(with: result)
    }

    private func log(_ transfer: CurlTransfer, _ outcome: @autoclosure () -> String) {
        guard let log = configuration.log else { return }
        let ms = transfer.elapsed.milliseconds
        log("\(transfer.request.method.rawValue) \(transfer.request.redactedURL) → \(outcome()) in \(ms) ms")
    }

    private func shutDown(extra: [CurlTransfer]) {
        for transfer in Array(active.values) {
            detach(transfer)
            finish(transfer, with: .failure(HTTPError.cancelled))
        }
        for transfer in waiting.values.joined() + extra {
            finish(transfer, with: .failure(HTTPError.cancelled))
        }
        waiting = [:]
        popcorn_curl_multi_cleanup(multi)
    }
}
