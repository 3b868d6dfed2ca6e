import GtkKit
import Localization

/// The header bar's primary menu (History, Calendar and Statistics; Preferences, Welcome, Keyboard Shortcuts,
/// About Popcorn) and its accelerators. The pages are the main window's `win.history`, `win.calendar` and
/// `win.statistics`.
@MainActor
public enum PrimaryMenu {
    /// Accelerators of the menu's actions (also listed in the shortcuts window).
    nonisolated public static let accelerators: [(action: String, accelerators: [String])] = [
        ("win.history", ["<Control>h"]),
        ("win.calendar", ["<Control><Shift>c"]),
        ("win.statistics", ["<Control><Shift>s"]),
        ("app.preferences", ["<Control>comma"]),
        ("win.show-help-overlay", ["<Control>question"]),
    ]

    /// A menu button (F10 opens it) showing the primary menu.
    public static func makeButton() -> Widget {
        let pages = Menu()
        pages.append(tr("_History"), action: "win.history")
        pages.append(tr("_Calendar"), action: "win.calendar")
        pages.append(tr("_Statistics"), action: "win.statistics")
        let section = Menu()
        section.append(tr("_Preferences"), action: "app.preferences")
        section.append(tr("_Welcome"), action: "app.welcome")
        section.append(tr("_Keyboard Shortcuts"), action: "win.show-help-overlay")
        section.append(tr("_About Popcorn"), action: "app.about")
        let menu = Menu()
        menu.appendSection(pages)
        menu.appendSection(section)

        let button = MenuButton(iconName: "open-menu-symbolic", menu: menu, isPrimary: true)
        button.tooltip = tr("Main Menu")
        button.setAccessibleLabel(tr("Main Menu"))
        return button
    }
}
