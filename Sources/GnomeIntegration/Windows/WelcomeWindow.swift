import AppEnvironment
import GtkKit
import Localization

/// The welcome window (a small modal window over the main one): what Popcorn is, a button per way to start
/// (`WelcomeModel.Choice`, the first one suggested) and where the data lives. Choosing closes it; so do
/// Escape and the close button, which leave everything as it is.
@MainActor
public final class WelcomeWindow {
    /// The window.
    public let window = Window()
    private var buttons: [Button] = []

    /// Builds the window for `model` over `parent` (not yet shown); `onChoice` runs after a button closed it.
    public init(model: WelcomeModel, parent: Widget?, onChoice: @escaping @MainActor (WelcomeModel.Choice) -> Void) {
        window.title = WelcomeModel.title
        window.isModal = true
        window.setTransientFor(parent)
        window.setDefaultSize(width: 480, height: 640)
        let header = HeaderBar()
        header.addCSSClass("flat")
        header.titleWidget = Box(.horizontal)
        window.titlebar = header

        let page = StatusPage(
            iconName: AppIdentity.applicationID, title: WelcomeModel.title,
            description: Label.escapeMarkup(model.description))
        let content = Box(.vertical, spacing: 12)
        for choice in model.choices {
            let button = Button(label: choice.label)
            button.addCSSClass("pill")
            if choice == model.choices.first { button.addCSSClass("suggested-action") }
            button.halign = .center
            button.onClicked { [weak self] in
                self?.window.close()
                onChoice(choice)
            }
            content.append(button)
            buttons.append(button)
        }
        let location = Label(model.dataLocation, styles: ["dim-label", "caption"])
        location.wraps = true
        location.isCentered = true
        location.setMargins(top: 12)
        content.append(location)
        page.child = content
        window.child = page

        let shortcuts = ShortcutController(scope: .managed)
        shortcuts.addShortcut("Escape") { [weak self] in
            self?.window.close()
            return true
        }
        window.addController(shortcuts)
    }

    /// Shows the window with the suggested choice focused.
    public func present() {
        window.present()
        _ = buttons.first?.grabFocus()
    }
}
