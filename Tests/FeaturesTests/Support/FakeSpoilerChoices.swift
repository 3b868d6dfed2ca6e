import Catalog
import Synchronization

/// Series' spoiler choices in memory; writes fail with `failure` when set.
final class FakeSpoilerChoices: SpoilerChoiceRepository {
    private let stored = Mutex<(choices: [Int: Bool], failure: CatalogError?)>(([:], nil))

    init(_ choices: [Int: Bool] = [:]) {
        stored.withLock { $0.choices = choices }
    }

    func spoilerChoices() -> [Int: Bool] { stored.withLock { $0.choices } }

    func setSpoilerChoice(_ hides: Bool?, seriesID: Int) async throws(CatalogError) {
        let failure = stored.withLock { state -> CatalogError? in
            if state.failure == nil { state.choices[seriesID] = hides }
            return state.failure
        }
        if let failure { throw failure }
    }

    func failWrites(with error: CatalogError?) {
        stored.withLock { $0.failure = error }
    }
}
