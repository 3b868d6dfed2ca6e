import Catalog
import Features
import GtkKit
import Store

/// The series page menu's "Spoilers" radio items (As in Preferences, Always Hide, Always Show): checked as
/// the library says, a choice saved at once; a failed save is shown as an error toast.
@MainActor
final class SpoilerChoiceMenuItems {
    private let action: SimpleAction
    private var observations: [StoreObservation] = []
    private static let name = "spoilers"

    /// Items over a series page's store, their action added to `actions`.
    init(
        store: Store<TVSeriesDetailsFeature.State, TVSeriesDetailsFeature.Action>, context: PageContext,
        actions: SimpleActionGroup
    ) {
        action = SimpleAction(Self.name, intState: -1) { [weak store] target in
            guard let store, let choice = Self.choice(target) else { return }
            store.send(.own(.page(.spoilers(.choose(choice)))))
        }
        actions.add(action)
        observations.append(
            store.observe({ $0.own.spoilers.choice }) { [weak self] choice in
                guard let self else { return }
                self.action.intState = choice.flatMap(Self.target) ?? -1
                self.action.isEnabled = choice != nil
            })
        observations.append(
            store.observe({ $0.own.spoilers.error }, initial: false) { [weak store] error in
                guard let store, let error else { return }
                context.showToast(error.message)
                store.send(.own(.page(.spoilers(.dismissError))))
            })
        store.send(.own(.page(.spoilers(.load))))
    }

    /// The radio section for ``PageMenuItems``.
    static var choices: (heading: String, action: String, items: [(label: String, target: Int32)]) {
        (
            SpoilerChoiceMenu.heading, name,
            SpoilerChoice.allCases.map { (SpoilerChoiceMenu.title(of: $0), target($0) ?? -1) }
        )
    }

    private static func target(_ choice: SpoilerChoice) -> Int32? {
        SpoilerChoice.allCases.firstIndex(of: choice).map { Int32($0) }
    }

    private static func choice(_ target: Int32) -> SpoilerChoice? {
        SpoilerChoice.allCases.indices.contains(Int(target)) ? SpoilerChoice.allCases[Int(target)] : nil
    }
}
