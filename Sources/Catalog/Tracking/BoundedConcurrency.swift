extension Array where Element: Sendable {
    /// `transform` of every element, at most `width` running at once; the results in the elements' order.
    public func concurrentMap<T: Sendable>(width: Int, _ transform: @escaping @Sendable (Element) async -> T) async
        -> [T]
    {
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

    /// As ``concurrentMap(width:_:)`` for a throwing `transform`: throws the first error (in the elements'
    /// order) once every call has finished.
    public func concurrentMap<T: Sendable>(width: Int, _ transform: @escaping @Sendable (Element) async throws -> T)
        async throws -> [T]
    {
        try await concurrentMap(width: width) { element in
            do {
                return Result<T, any Error>.success(try await transform(element))
            } catch {
                return .failure(error)
            }
        }.map { try $0.get() }
    }
}
