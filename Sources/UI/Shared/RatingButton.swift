import Features
import GtkKit
import Store

/// The rating control of the movie, series and episode pages: a menu button showing "★ 8/10" (or "Rate")
/// whose menu lists 10 … 1 as radio items (the current rating checked) and "Clear Rating". Keyboard: Enter
/// or Space opens the menu, arrows move, Enter rates.
@MainActor
final class RatingButton {
    /// The button.
    let button: MenuButton
    private let actions = SimpleActionGroup()
    private let rate: SimpleAction
    private let clear: SimpleAction

    init(store: Store<TrackingPanel.State, TrackingPanel.Action>) {
        let values = Menu()
        for value in (1...10).reversed() {
            values.append(TrackingDisplay.ratingValue(value), action: "rating.rate", target: Int32(value))
        }
        let clearSection = Menu()
        clearSection.append(TrackingDisplay.clearRating, action: "rating.clear")
        let menu = Menu()
        menu.appendSection(values)
        menu.appendSection(clearSection)
        button = MenuButton(label: "", menu: menu)
        rate = SimpleAction("rate", intState: 0) { [weak store] value in store?.send(.rate(Int(value))) }
        clear = SimpleAction("clear") { [weak store] in store?.send(.rate(nil)) }
        actions.add(rate)
        actions.add(clear)
        button.insertActionGroup(actions, prefix: "rating")
        button.halign = .start
    }

    /// Shows `display`'s rating.
    func show(_ display: TrackingDisplay) {
        button.label = display.ratingLabel
        button.tooltip = display.ratingTooltip
        button.setAccessibleLabel(display.ratingAccessibleLabel)
        rate.intState = Int32(display.rating ?? 0)
        clear.isEnabled = display.rating != nil
    }
}
