import Features
import GtkKit
import Store

/// "Mark as Watched" for a movie or an episode: a toggle button pressed while the title has a play (a click
/// marks it watched, or removes the latest play), linked to a menu with "Watch Again" (a rewatch) and
/// "Remove Latest Play", and a line under them with the watch count and the last date.
@MainActor
final class WatchedToggle {
    /// The buttons.
    let buttons = Box(.horizontal)
    /// "Watched 2 times · last on 23 November 2026"; hidden while not watched.
    let summary = Label("", styles: ["dim-label"])
    private let toggle = ToggleButton(label: TrackingDisplay.markWatched)
    private let actions = SimpleActionGroup()
    private let removeLatestPlay: SimpleAction
    private let store: Store<TrackingPanel.State, TrackingPanel.Action>

    init(store: Store<TrackingPanel.State, TrackingPanel.Action>) {
        self.store = store
        let menu = Menu()
        menu.append(TrackingDisplay.watchAgain, action: "watched.watch-again")
        menu.append(TrackingDisplay.removeLatestPlay, action: "watched.remove-latest-play")
        let menuButton = MenuButton(iconName: "view-more-symbolic", menu: menu)
        menuButton.tooltip = TrackingDisplay.watchOptions
        menuButton.setAccessibleLabel(TrackingDisplay.watchOptions)
        actions.addAction("watch-again") { [weak store] in store?.send(.markWatched) }
        removeLatestPlay = actions.addAction("remove-latest-play") { [weak store] in store?.send(.removeLatestPlay) }
        menuButton.insertActionGroup(actions, prefix: "watched")
        buttons.addCSSClass("linked")
        buttons.halign = .start
        buttons.append(toggle)
        buttons.append(menuButton)
        summary.xalign = 0
        summary.wraps = true
        toggle.onClicked { [weak self] in self?.toggleClicked() }
    }

    /// Shows `display`.
    func show(_ display: TrackingDisplay) {
        toggle.isActive = display.isWatched
        toggle.label = display.watchedLabel
        toggle.tooltip = display.watchedTooltip
        removeLatestPlay.isEnabled = display.isWatched
        summary.text = display.watchedSummary ?? ""
        summary.isVisible = display.watchedSummary != nil
    }

    /// The click already flipped the button: put it back until the library says what changed.
    private func toggleClicked() {
        let isWatched = (store.state.status?.watchCount ?? 0) > 0
        toggle.isActive = isWatched
        store.send(isWatched ? .removeLatestPlay : .markWatched)
    }
}
