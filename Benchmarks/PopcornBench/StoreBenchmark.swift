import Store

/// Figure 3: `count` actions through `Store.send` (no effects) vs calling the reducer directly on the
/// same kind of state, alternating, `runs` times each.
@MainActor
enum StoreBenchmark {
    static func run(_ options: BenchOptions) -> BenchResult {
        let count = options.int("count", default: 1_000_000)
        let runs = options.int("runs", default: 5)
        let actions = (0..<count).map { index -> BenchCounter.Action in
            switch index % 3 {
            case 0: .increment
            case 1: .add(index & 7)
            default: .select(index & 15)
            }
        }
        var sendSamples: [UInt64] = []
        var directSamples: [UInt64] = []
        for _ in 0..<runs {
            directSamples.append(direct(actions))
            sendSamples.append(throughStore(actions))
        }
        var result = BenchResult()
        result["count"] = count
        result["send_ns"] = sendSamples
        result["direct_ns"] = directSamples
        return result
    }

    private static func direct(_ actions: [BenchCounter.Action]) -> UInt64 {
        let reducer = BenchCounter()
        var state = BenchCounter.State()
        let elapsed = measure {
            for action in actions {
                blackHole(reducer.reduce(into: &state, action: action))
            }
        }
        blackHole(state)
        return elapsed
    }

    private static func throughStore(_ actions: [BenchCounter.Action]) -> UInt64 {
        let store = Store(initialState: BenchCounter.State(), reducer: BenchCounter())
        let elapsed = measure {
            for action in actions {
                store.send(action)
            }
        }
        blackHole(store.state)
        return elapsed
    }
}
