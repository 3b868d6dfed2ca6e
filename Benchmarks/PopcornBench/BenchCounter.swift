import Store

/// A small screen-like reducer with no effects, for the store overhead benchmark.
struct BenchCounter: Reducer {
    struct State {
        var count = 0
        var total = 0
        var selected: Int?
        var history: [Int] = []
    }

    enum Action: Sendable {
        case increment
        case add(Int)
        case select(Int)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .increment:
            state.count += 1
        case .add(let amount):
            state.total &+= amount
        case .select(let index):
            state.selected = state.selected == index ? nil : index
            if index == 0 { state.history.append(state.count) }
        }
        return .none
    }
}
