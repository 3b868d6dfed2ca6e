import Dispatch
import Synchronization

/// A first-in, first-out queue of at most `capacity` elements between a thread that puts and one that takes:
/// a put waits while the queue is full, a take while it is empty.
final class BoundedQueue<Element: Sendable>: Sendable {
    private let elements = Mutex<[Element]>([])
    private let free: DispatchSemaphore
    private let filled = DispatchSemaphore(value: 0)

    init(capacity: Int) {
        free = DispatchSemaphore(value: capacity)
    }

    func put(_ element: Element) {
        free.wait()
        elements.withLock { $0.append(element) }
        filled.signal()
    }

    func take() -> Element {
        filled.wait()
        let element = elements.withLock { $0.removeFirst() }
        free.signal()
        return element
    }
}
