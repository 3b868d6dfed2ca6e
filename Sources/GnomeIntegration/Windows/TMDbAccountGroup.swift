import GtkKit
import Localization

/// The preferences' "TMDb Account" group: the account's sign-in (`AccountSignInRow`) and the user's own API
/// token — its entry, what is saved (Remove Token) and a link to TMDb's API settings, where one is created.
/// When the build has the app's own token nobody needs one: the sign-in comes first and the token rows wait
/// under "Advanced". Renders a `PreferencesModel`.
@MainActor
final class TMDbAccountGroup {
    /// Where TMDb's users create an API Read Access Token.
    static let apiSettingsURL = "https://www.themoviedb.org/settings/api"

    /// The group, to add to a preferences page.
    let group: PreferencesGroup
    private let model: PreferencesModel
    private let tokenRow: PasswordEntryRow
    private let statusRow: ActionRow
    private let statusIcon: Image
    private let statusSpinner: Spinner
    private let removeButton: Button
    private let accountRow: AccountSignInRow
    private var keepAlive: [Object] = []

    init(model: PreferencesModel, window: GtkKit.PreferencesWindow) {
        self.model = model
        group = PreferencesGroup(
            title: tr("TMDb Account"),
            description: model.hasBuiltInToken
                ? tr(
                    "Browse TMDb without an account, or sign in to keep your watchlist and ratings the same in Popcorn and on TMDb."
                )
                : tr(
                    "Without a token Popcorn shows its demo catalog. Create an API Read Access Token in your TMDb account settings, under API, and paste it here."
                ))
        tokenRow = PasswordEntryRow(title: tr("API Read Access Token"), showsApplyButton: true)
        statusRow = ActionRow(title: model.tokenStatus.message)
        statusRow.titleLines = 0
        statusIcon = Image(iconName: "dialog-information-symbolic")
        statusSpinner = Spinner(spinning: false, size: 16)
        statusRow.addPrefix(statusIcon)
        statusRow.addPrefix(statusSpinner)
        removeButton = Button(label: tr("Remove Token"))
        PreferencesRows.addSuffix(removeButton, to: statusRow)
        let (linkRow, linkButton) = Self.apiSettingsRow(window: window)
        accountRow = AccountSignInRow(model: model.account, window: window)
        let tokenRows: [Widget] = [tokenRow, statusRow, linkRow]
        if model.hasBuiltInToken {
            let advanced = ExpanderRow(title: tr("Advanced"), subtitle: tr("Use an API token of your own"))
            tokenRows.forEach(advanced.addRow)
            group.add(accountRow.row)
            group.add(advanced)
            keepAlive.append(advanced)
        } else {
            tokenRows.forEach(group.add)
            group.add(accountRow.row)
        }
        keepAlive += [linkRow, linkButton]
        tokenRow.onApply { [weak self] in self?.submitToken() }
        tokenRow.onEntryActivated { [weak self] in self?.submitToken() }
        removeButton.onClicked { [weak self] in self?.model.removeToken() }
    }

    /// Focuses the token entry when a token is what the user came for: none is saved and the build has none.
    func focusTokenEntryIfNeeded() {
        if !model.hasSavedToken && !model.hasBuiltInToken { _ = tokenRow.grabFocus() }
    }

    /// Reads the account's sign-in (when the window opens).
    func refreshAccount() {
        accountRow.refresh()
    }

    /// Shows the token's status and the current catalog's account.
    func render() {
        statusRow.title = model.tokenStatus.message
        statusSpinner.isSpinning = model.isCheckingToken
        statusSpinner.isVisible = model.isCheckingToken
        statusIcon.isVisible = !model.isCheckingToken
        for style in ["success", "error"] { statusIcon.removeCSSClass(style) }
        switch model.tokenStatus.tone {
        case .neutral: statusIcon.iconName = "dialog-information-symbolic"
        case .success:
            statusIcon.iconName = "emblem-ok-symbolic"
            statusIcon.addCSSClass("success")
        case .error:
            statusIcon.iconName = "dialog-warning-symbolic"
            statusIcon.addCSSClass("error")
        }
        removeButton.isVisible = model.hasSavedToken
        accountRow.model = model.account
    }

    /// "Get a Token on TMDb": the row and its button open TMDb's API settings in the browser.
    private static func apiSettingsRow(window: GtkKit.PreferencesWindow) -> (ActionRow, Button) {
        let row = ActionRow(
            title: tr("Get a Token on TMDb"),
            subtitle: tr("Your account settings, under API (a free TMDb account is needed)"))
        let button = Button(iconName: "adw-external-link-symbolic", accessibleLabel: tr("Open TMDb's API Settings"))
        button.hasFrame = false
        button.tooltip = tr("Open TMDb's API settings in your browser")
        PreferencesRows.addSuffix(button, to: row)
        row.setActivatableWidget(button)
        button.onClicked { [weak window] in window?.openURI(apiSettingsURL) }
        return (row, button)
    }

    private func submitToken() {
        guard !model.isCheckingToken else { return }
        let text = tokenRow.text
        let model = self.model
        Task { @MainActor [weak self] in
            await model.submitToken(text)
            if model.tokenStatus.tone == .success, let self {
                self.tokenRow.text = ""
            }
        }
    }
}
