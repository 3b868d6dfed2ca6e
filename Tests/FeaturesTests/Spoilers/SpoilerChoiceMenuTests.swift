import Catalog
import Features
import Store
import XCTest

/// Issue 36, the series page menu's "Spoilers" choices: read when the page opens, saved at once, put back
/// with an error when the library refuses.
@MainActor
final class SpoilerChoiceMenuTests: XCTestCase {
    private func page(_ choices: FakeSpoilerChoices) -> Store<
        TVSeriesDetailsFeature.State, TVSeriesDetailsFeature.Action
    > {
        Store(
            initialState: TVSeriesDetailsFeature.State(route: .tvSeries(id: 1)),
            reducer: DetailsFeature<TVSeriesDetailsFeature>(dependencies: .fakes(spoilerChoices: choices)))
    }

    func testTheMenuSaysItsChoices() {
        XCTAssertEqual(SpoilerChoiceMenu.heading, "Spoilers")
        XCTAssertEqual(
            SpoilerChoice.allCases.map(SpoilerChoiceMenu.title(of:)),
            ["As in Preferences", "Always Hide", "Always Show"])
    }

    func testTheChoiceIsReadAndSaved() async {
        let choices = FakeSpoilerChoices([1: false, 2: true])
        let store = page(choices)
        XCTAssertNil(store.state.own.spoilers.choice, "unknown until read")
        store.send(.own(.page(.spoilers(.load))))
        XCTAssertEqual(store.state.own.spoilers.choice, .alwaysShow)
        store.send(.own(.page(.spoilers(.choose(.alwaysHide)))))
        XCTAssertEqual(store.state.own.spoilers.choice, .alwaysHide, "at once")
        await eventually("saved") { choices.spoilerChoices()[1] == true }
        store.send(.own(.page(.spoilers(.choose(.asInPreferences)))))
        await eventually("back to Preferences") { choices.spoilerChoices() == [2: true] }
    }

    func testAFailedSavePutsThePreviousChoiceBack() async {
        let choices = FakeSpoilerChoices()
        let store = page(choices)
        store.send(.own(.page(.spoilers(.load))))
        XCTAssertEqual(store.state.own.spoilers.choice, .asInPreferences)
        choices.failWrites(with: .storage("disk full"))
        store.send(.own(.page(.spoilers(.choose(.alwaysShow)))))
        await eventually("reverted") { store.state.own.spoilers.error != nil }
        XCTAssertEqual(store.state.own.spoilers.choice, .asInPreferences)
        XCTAssertTrue(store.state.own.spoilers.error!.message.hasPrefix("Could not change the spoiler choice."))
        XCTAssertEqual(choices.spoilerChoices(), [:])
    }
}
