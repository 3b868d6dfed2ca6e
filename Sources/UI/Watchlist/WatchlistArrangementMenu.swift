import Features
import GtkKit
import Localization

/// The Watchlist's sort and filter menu in the header bar: "Sort By" (Date Added, Title, Release Date),
/// "Show" (All Titles, Movies, TV Series) and "Unwatched Only"; a choice sends the new arrangement.
@MainActor
final class WatchlistArrangementMenu {
    /// The header bar's menu button.
    let button: MenuButton
    private let actions = SimpleActionGroup()
    private var sort: SimpleAction!
    private var kinds: SimpleAction!
    private var unwatchedOnly: SimpleAction!
    private var arrangement = WatchlistArrangement.standard

    /// A menu whose choices run `arrange` with the arrangement they make.
    init(arrange: @escaping @MainActor (WatchlistArrangement) -> Void) {
        let sorts = WatchlistArrangement.Sort.allCases
        let shows = WatchlistArrangement.Kinds.allCases
        let menu = Menu()
        let sortSection = Menu()
        for (index, choice) in sorts.enumerated() {
            sortSection.append(choice.label, action: "watchlist.sort", target: Int32(index))
        }
        menu.appendSection(sortSection, label: WatchlistFeature.State.sortHeading)
        let showSection = Menu()
        for (index, choice) in shows.enumerated() {
            showSection.append(choice.label, action: "watchlist.kinds", target: Int32(index))
        }
        showSection.append(WatchlistFeature.State.unwatchedOnlyLabel, action: "watchlist.unwatched-only")
        menu.appendSection(showSection, label: WatchlistFeature.State.showHeading)
        button = MenuButton(iconName: "view-sort-descending-symbolic", menu: menu)
        button.setAccessibleLabel(WatchlistFeature.State.menuLabel)
        button.tooltip = WatchlistFeature.State.menuLabel
        sort = SimpleAction("sort", intState: 0) { [weak self] index in
            guard let self, sorts.indices.contains(Int(index)) else { return }
            var changed = self.arrangement
            changed.sort = sorts[Int(index)]
            arrange(changed)
        }
        kinds = SimpleAction("kinds", intState: 0) { [weak self] index in
            guard let self, shows.indices.contains(Int(index)) else { return }
            var changed = self.arrangement
            changed.kinds = shows[Int(index)]
            arrange(changed)
        }
        unwatchedOnly = SimpleAction("unwatched-only", boolState: false) { [weak self] isOn in
            guard let self else { return }
            var changed = self.arrangement
            changed.unwatchedOnly = isOn
            arrange(changed)
        }
        [sort, kinds, unwatchedOnly].forEach { actions.add($0) }
        button.insertActionGroup(actions, prefix: "watchlist")
    }

    /// Checks the choices of `arrangement`.
    func show(_ arrangement: WatchlistArrangement) {
        self.arrangement = arrangement
        sort.intState = Int32(WatchlistArrangement.Sort.allCases.firstIndex(of: arrangement.sort) ?? 0)
        kinds.intState = Int32(WatchlistArrangement.Kinds.allCases.firstIndex(of: arrangement.kinds) ?? 0)
        unwatchedOnly.boolState = arrangement.unwatchedOnly
    }
}
