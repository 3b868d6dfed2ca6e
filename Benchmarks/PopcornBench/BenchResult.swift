import Foundation

/// Raw samples of one benchmark, printed as JSON for Benchmarks/bench.py.
struct BenchResult {
    private var fields: [String: Any] = [:]

    subscript(key: String) -> Any? {
        get { fields[key] }
        set { fields[key] = newValue }
    }

    var json: String {
        guard let data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]) else {
            return "{}"
        }
        return String(decoding: data, as: UTF8.self)
    }
}
