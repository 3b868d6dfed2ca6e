extension Array where Element: Sendable {
    /// `transform` of every element, at most `width` running at once; the results in the elements' order.
    public func concurrentMap<T: Sendable>(width: Int, _ transform: @escaping @Sendable (Element) async -> T) async -> [T] {
        await withTaskGroup(of: (Int, T).self) { group in
            var pending = enumerated().makeIterator()
            var results = [T?](repeating: nil, count: count)
            func startNext() {
                guard let (index, element) = pending.next() else { return }
                group.addTask { (index, await transform(element)) }
            }
            for _ in 0..<Swift.max(width, 1) { startNext() }
            for await (index, result) in group {
                results[index] = result
                startNext()
            }
            return results.compactMap { $0 }
        }
    }
}
