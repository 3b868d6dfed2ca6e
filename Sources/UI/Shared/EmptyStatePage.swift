import GtkKit

/// A page's empty state, one style on every page (HIG): an icon, a title (title case), a description
/// (sentence case) and one suggested action, a pill button under them. It fills the page and scrolls by
/// itself when the window is too short (an AdwStatusPage), so place it beside the page's scrolling content,
/// never inside it.
@MainActor
final class EmptyStatePage {
    /// The widget to place.
    let widget: StatusPage
    /// The action.
    let button: Button

    /// An empty state whose button, labelled `actionLabel` (with a mnemonic), activates `actionName`
    /// ("win.page-explore") or runs `onAction`.
    init(
        iconName: String, title: String, description: String?, actionLabel: String, actionName: String? = nil,
        tooltip: String? = nil, onAction: (@MainActor () -> Void)? = nil
    ) {
        widget = StatusPage(iconName: iconName, title: title, description: description)
        widget.vexpand = true
        button = Button(label: actionLabel)
        button.halign = .center
        button.addCSSClass("pill")
        button.addCSSClass("suggested-action")
        button.actionName = actionName
        if let tooltip { button.tooltip = tooltip }
        if let onAction { button.onClicked(onAction) }
        widget.child = button
    }

    /// The title.
    var title: String {
        get { widget.title }
        set { widget.title = newValue }
    }

    /// The description.
    var descriptionText: String? {
        get { widget.descriptionText }
        set { widget.descriptionText = newValue }
    }
}
