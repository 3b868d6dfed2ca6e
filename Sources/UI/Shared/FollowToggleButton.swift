import Catalog
import Features
import GtkKit
import Store

/// The series page's notifications menu button: a bell (crossed out for "Never") whose tooltip and accessible
/// name say the current choice, and whose menu lists "When Each Episode Airs", "When the Whole Season Is
/// Out" and "Never" as radio items. Choosing saves the choice, confirmed with a toast once stored; a failed
/// save is shown as an error toast instead. Insensitive until the library was read.
@MainActor
final class FollowToggleButton {
    let button: MenuButton
    private let actions = SimpleActionGroup()
    private let choose: SimpleAction
    private var observations: [StoreObservation] = []

    /// A button over a series page's store.
    init(store: Store<TVSeriesDetailsFeature.State, TVSeriesDetailsFeature.Action>, context: PageContext) {
        let choices = Menu()
        for (index, choice) in NotificationChoice.allCases.enumerated() {
            choices.append(FollowToggle.title(of: choice), action: "notify.choose", target: Int32(index))
        }
        let menu = Menu()
        menu.appendSection(choices, label: FollowToggle.menuHeading)
        button = MenuButton(iconName: Self.iconName(of: .never), menu: menu)
        choose = SimpleAction("choose", intState: 0) { [weak store] index in
            guard let store, NotificationChoice.allCases.indices.contains(Int(index)) else { return }
            let choice = NotificationChoice.allCases[Int(index)]
            store.send(.own(.page(.follow(.choose(choice, shown: store.state.own.notificationChoice)))))
        }
        actions.add(choose)
        button.insertActionGroup(actions, prefix: "notify")
        button.valign = .center
        button.halign = .start
        button.isSensitive = false
        show(.never)
        observations.append(
            store.observe({ $0.own.follow.confirmation }, initial: false) { [weak store] confirmation in
                guard let store, let confirmation else { return }
                context.showToast(confirmation.message)
                store.send(.own(.page(.follow(.confirmationShown))))
            })
        observations.append(
            store.observe({ $0.own.notificationChoice }) { [weak self] choice in self?.show(choice) })
        observations.append(
            store.observe({ $0.own.isFollowStatusLoaded && !$0.own.follow.isSaving }) { [weak self] isSensitive in
                self?.button.isSensitive = isSensitive
            })
        observations.append(
            store.observe({ $0.own.follow.error }, initial: false) { [weak store] error in
                guard let store, let error else { return }
                context.showToast(error.message)
                store.send(.own(.page(.follow(.dismissError))))
            })
    }

    private func show(_ choice: NotificationChoice) {
        button.iconName = Self.iconName(of: choice)
        button.tooltip = FollowToggle.label(of: choice)
        button.setAccessibleLabel(FollowToggle.label(of: choice))
        choose.intState = Int32(NotificationChoice.allCases.firstIndex(of: choice) ?? 0)
    }

    private static func iconName(of choice: NotificationChoice) -> String {
        choice.isFollowing ? "preferences-system-notifications-symbolic" : "notifications-disabled-symbolic"
    }
}
