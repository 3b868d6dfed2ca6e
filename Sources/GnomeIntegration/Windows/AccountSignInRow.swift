import GtkKit
import Localization

/// The TMDb account's row in Preferences ("TMDb Account" group): sign in (the approval page opens in the
/// browser), the account and its last sync with Sync Now and Sign Out, or Sign In Again when TMDb no longer
/// accepts the sign-in. Renders an `AccountModel`; hidden while there is none (the demo catalog), and
/// follows a new one when the catalog changes.
@MainActor
final class AccountSignInRow {
    /// The row, to add to the group.
    let row: ActionRow
    /// The account shown (nil hides the row).
    var model: AccountModel? {
        didSet {
            guard model !== oldValue else { return }
            bind()
        }
    }
    private let window: GtkKit.PreferencesWindow
    private let icon: Image
    private let spinner: Spinner
    private let primary: Button
    private let secondary: Button

    init(model: AccountModel?, window: GtkKit.PreferencesWindow) {
        self.model = model
        self.window = window
        row = ActionRow(title: tr("Sync With Your TMDb Account"))
        row.titleLines = 0
        icon = Image(iconName: "avatar-default-symbolic")
        spinner = Spinner(spinning: false, size: 16)
        row.addPrefix(icon)
        row.addPrefix(spinner)
        primary = Button(label: tr("Sign In…"))
        // An icon, so that the account's name keeps its room at 360 px; named and explained by its tooltip.
        secondary = Button(iconName: "system-log-out-symbolic", accessibleLabel: tr("Sign Out"))
        secondary.hasFrame = false
        PreferencesRows.addSuffix(primary, to: row)
        PreferencesRows.addSuffix(secondary, to: row)
        primary.onClicked { [weak self] in self?.primaryClicked() }
        secondary.onClicked { [weak self] in self?.secondaryClicked() }
        bind()
    }

    /// Reads the sign-in (when the window opens).
    func refresh() {
        guard let model else { return }
        Task { @MainActor in await model.refresh() }
    }

    private func bind() {
        row.isVisible = model != nil
        guard let model else { return }
        model.openURL = { [weak window] url in window?.openURI(url) }
        model.onChange = { [weak self, weak model] in
            guard let self, let model, model === self.model else { return }
            self.render(model)
        }
        render(model)
    }

    private func primaryClicked() {
        guard let model else { return }
        switch model.state {
        case .signedOut, .expired: model.startSignIn()
        case .signedIn: model.syncNow()
        case .waitingForApproval: model.reopenApprovalPage()
        case .loading: break
        }
    }

    private func secondaryClicked() {
        guard let model else { return }
        switch model.state {
        case .waitingForApproval: model.cancelSignIn()
        case .signedIn, .expired: model.signOut()
        case .signedOut, .loading: break
        }
    }

    private func render(_ model: AccountModel) {
        let busy = model.isWorking || model.isSyncing
        var subtitle: String
        switch model.state {
        case .loading, .signedOut:
            row.title = tr("Sync With Your TMDb Account")
            subtitle = tr("Keep your watchlist and ratings the same in Popcorn and on TMDb")
            show(
                primary: tr("Sign In…"), tooltip: tr("Approve Popcorn on TMDb's website, in your browser"),
                secondary: nil, suggested: true)
        case .waitingForApproval:
            row.title = tr("Waiting for Your Approval")
            subtitle = tr("Approve Popcorn on TMDb's website in your browser; this row updates by itself.")
            show(
                primary: tr("Open Page Again"), tooltip: tr("Open TMDb's approval page in your browser again"),
                secondary: .cancel, suggested: false)
        case .signedIn(let status):
            row.title = String(format: tr("Signed in as %@"), AccountText.name(status))
            subtitle = model.isSyncing ? tr("Syncing…") : AccountText.lastSync(status)
            show(
                primary: tr("Sync Now"), tooltip: tr("Sync the watchlist and ratings with TMDb now"),
                secondary: .signOut, suggested: false)
        case .expired(let status):
            row.title = tr("Sign In Again")
            subtitle = String(
                format: tr("TMDb no longer accepts the sign-in of %@ (it expired or was revoked)."),
                AccountText.name(status))
            show(
                primary: tr("Sign In…"), tooltip: tr("Approve Popcorn on TMDb's website, in your browser"),
                secondary: .signOut, suggested: true)
        }
        if let problem = model.problem { subtitle = problem }
        row.subtitle = subtitle
        let waiting: Bool = if case .waitingForApproval = model.state { true } else { false }
        spinner.isSpinning = busy || waiting
        spinner.isVisible = busy || waiting
        icon.isVisible = !(busy || waiting)
        icon.removeCSSClass("error")
        if model.problem != nil || { if case .expired = model.state { true } else { false } }() {
            icon.iconName = "dialog-warning-symbolic"
            icon.addCSSClass("error")
        } else {
            icon.iconName = "avatar-default-symbolic"
        }
        primary.isSensitive = !model.isWorking && model.state != .loading
        secondary.isSensitive = !model.isWorking
        if let confirmation = model.confirmation {
            window.add(Toast(confirmation))
            model.confirmationShown()
        }
    }

    /// What the icon button after the primary one does.
    private enum SecondaryAction {
        case signOut, cancel
    }

    private func show(primary label: String, tooltip: String, secondary: SecondaryAction?, suggested: Bool) {
        primary.label = label
        primary.tooltip = tooltip
        if suggested { primary.addCSSClass("suggested-action") } else { primary.removeCSSClass("suggested-action") }
        self.secondary.isVisible = secondary != nil
        switch secondary {
        case .signOut?:
            self.secondary.iconName = "system-log-out-symbolic"
            self.secondary.setAccessibleLabel(tr("Sign Out"))
            self.secondary.tooltip = tr("Sign out of TMDb; your library stays in Popcorn")
        case .cancel?:
            self.secondary.iconName = "process-stop-symbolic"
            self.secondary.setAccessibleLabel(tr("Cancel"))
            self.secondary.tooltip = tr("Stop waiting for the approval")
        case nil:
            break
        }
    }
}
