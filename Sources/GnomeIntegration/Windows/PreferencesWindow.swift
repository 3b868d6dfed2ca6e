import AppEnvironment
import GtkKit
import Localization

/// The preferences window (AdwPreferencesWindow, Ctrl+,): TMDb token and account sign-in, content language and region, my
/// streaming services, image cache, search history, notifications, your data (`YourDataGroup`). Renders a
/// `PreferencesModel` and forwards the user's actions to it.
@MainActor
public final class PreferencesWindow {
    /// The window.
    public let window: GtkKit.PreferencesWindow
    private let model: PreferencesModel
    private let tokenRow: PasswordEntryRow
    private let statusRow: ActionRow
    private let statusIcon: Image
    private let statusSpinner: Spinner
    private let removeButton: Button
    private let cacheRow: ActionRow
    private let cacheSize: SpinButton
    private let servicesGroup: PreferencesGroup
    private let servicesStatus: ActionRow
    private var serviceRows: [Object] = []
    private var keepAlive: [Object] = []
    private var yourData: YourDataGroup?
    private var accountRow: AccountSignInRow?

    /// Builds the window over `parent` (not yet shown).
    public init(model: PreferencesModel, parent: Widget?) {
        self.model = model
        window = GtkKit.PreferencesWindow()
        window.isModal = true
        window.setTransientFor(parent)
        window.title = tr("Preferences")
        window.dismissButtonLabel = tr("Dismiss")
        window.setDefaultSize(width: 640, height: 720)
        // Few rows: searching them is not worth an (unlabelled, in libadwaita 1.2) header button.
        window.isSearchEnabled = false

        let page = PreferencesPage(title: tr("General"), iconName: "preferences-system-symbolic")

        // TMDb account
        let account = PreferencesGroup(
            title: tr("TMDb Account"),
            description: tr("Without a token Popcorn shows its demo catalog. Create an API Read Access Token in your TMDb account settings, under API, and paste it here."))
        tokenRow = PasswordEntryRow(title: tr("API Read Access Token"), showsApplyButton: true)
        account.add(tokenRow)

        statusRow = ActionRow(title: model.tokenStatus.message)
        statusRow.titleLines = 0
        statusIcon = Image(iconName: "dialog-information-symbolic")
        statusSpinner = Spinner(spinning: false, size: 16)
        statusRow.addPrefix(statusIcon)
        statusRow.addPrefix(statusSpinner)
        removeButton = Button(label: tr("Remove Token"))
        PreferencesRows.addSuffix(removeButton, to: statusRow)
        account.add(statusRow)
        if let accountModel = model.account {
            let signIn = AccountSignInRow(model: accountModel, window: window)
            account.add(signIn.row)
            accountRow = signIn
        }
        page.add(account)

        // Content
        let content = PreferencesGroup(title: tr("Content"),
                                       description: tr("Applies at once to titles, overviews and release dates from TMDb."))
        let languages = ContentOptions.languages
        let languageRow = ComboRow(
            title: tr("Language"), subtitle: tr("The language of titles and overviews"),
            choices: languages.map(\.name),
            selected: ContentOptions.index(of: model.settings.contentLanguage, in: languages))
        let regions = ContentOptions.regions
        let regionRow = ComboRow(
            title: tr("Region"), subtitle: tr("Used for release dates and where to watch"),
            choices: regions.map(\.name),
            selected: ContentOptions.index(of: model.settings.contentRegion, in: regions))
        content.add(languageRow)
        content.add(regionRow)
        page.add(content)

        // My services
        servicesGroup = PreferencesGroup(
            title: tr("My Services"),
            description: tr("Discover can show only what is on your streaming services, and title pages highlight them. The services of your region, from TMDb."))
        servicesStatus = ActionRow(title: tr("Loading the services…"))
        servicesGroup.add(servicesStatus)
        servicesGroup.isVisible = model.streamingServices != .unavailable
        page.add(servicesGroup)

        // Storage
        let storage = PreferencesGroup(title: tr("Storage"))
        cacheRow = ActionRow(title: tr("Image Cache Size (MiB)"), subtitle: model.cacheUsageText)
        cacheSize = SpinButton(minimum: 16, maximum: 16384, step: 16)
        cacheSize.value = Double(model.settings.imageCacheSizeMB)
        cacheSize.setAccessibleLabel(tr("Image cache size in mebibytes"))
        PreferencesRows.addSuffix(cacheSize, to: cacheRow)
        storage.add(cacheRow)
        let (clearCacheRow, clearCacheButton) = PreferencesRows.buttonRow(
            title: tr("Clear Image Cache"), subtitle: tr("Images are downloaded again when needed"), label: tr("Clear"))
        storage.add(clearCacheRow)
        page.add(storage)

        // Search history
        let history = PreferencesGroup(title: tr("Search History"))
        let rememberRow = ActionRow(title: tr("Remember Searches"),
                                    subtitle: tr("Show recent searches when the search field is empty"))
        let rememberSwitch = Switch(active: model.settings.searchHistoryEnabled)
        PreferencesRows.addSuffix(rememberSwitch, to: rememberRow)
        rememberRow.setActivatableWidget(rememberSwitch)
        history.add(rememberRow)
        let (clearHistoryRow, clearHistoryButton) = PreferencesRows.buttonRow(title: tr("Clear Search History"),
                                                                              label: tr("Clear"))
        history.add(clearHistoryRow)
        clearHistoryRow.isVisible = model.canClearSearchHistory
        page.add(history)

        // Notifications
        let notifications = PreferencesGroup(title: tr("Notifications"))
        let newEpisodesRow = ActionRow(title: tr("New Episodes"),
                                       subtitle: tr("Notify when a new episode of a series you follow airs"))
        let newEpisodesSwitch = Switch(active: model.settings.newEpisodeNotifications)
        PreferencesRows.addSuffix(newEpisodesSwitch, to: newEpisodesRow)
        newEpisodesRow.setActivatableWidget(newEpisodesSwitch)
        notifications.add(newEpisodesRow)
        page.add(notifications)

        if let yourDataModel = model.yourData {
            let yourData = YourDataGroup(model: yourDataModel, window: window)
            page.add(yourData.group)
            self.yourData = yourData
        }

        window.add(page)
        keepAlive = [page, account, content, languageRow, regionRow, servicesGroup, servicesStatus, storage, clearCacheRow,
                     clearCacheButton, history, rememberRow, rememberSwitch, clearHistoryRow, clearHistoryButton,
                     notifications, newEpisodesRow, newEpisodesSwitch]

        tokenRow.onApply { [weak self] in self?.submitToken() }
        tokenRow.onEntryActivated { [weak self] in self?.submitToken() }
        removeButton.onClicked { [weak self] in self?.model.removeToken() }
        languageRow.onSelectionChanged { [weak self, weak languageRow] in
            guard let self, let languageRow else { return }
            self.model.settings.contentLanguage = languages[languageRow.selectedIndex].code
        }
        regionRow.onSelectionChanged { [weak self, weak regionRow] in
            guard let self, let regionRow else { return }
            self.model.settings.contentRegion = regions[regionRow.selectedIndex].code
        }
        cacheSize.onValueChanged { [weak self] in
            guard let self else { return }
            self.model.settings.imageCacheSizeMB = self.cacheSize.intValue
            self.render()
        }
        clearCacheButton.onClicked { [weak self] in
            guard let model = self?.model else { return }
            Task { @MainActor in await model.clearImageCache() }
        }
        rememberSwitch.onToggled { [weak self, weak rememberSwitch] in
            guard let self, let rememberSwitch else { return }
            self.model.settings.searchHistoryEnabled = rememberSwitch.isActive
        }
        newEpisodesSwitch.onToggled { [weak self, weak newEpisodesSwitch] in
            guard let self, let newEpisodesSwitch else { return }
            self.model.settings.newEpisodeNotifications = newEpisodesSwitch.isActive
        }
        clearHistoryButton.onClicked { [weak self] in
            guard let model = self?.model else { return }
            Task { @MainActor in await model.clearSearchHistory() }
        }
        model.onChange = { [weak self] in self?.render() }
        render()
    }

    /// Shows the window (the token entry focused when no token is saved) and refreshes the cache usage.
    public func present() {
        window.present()
        if !model.hasSavedToken { _ = tokenRow.grabFocus() }
        accountRow?.refresh()
        let model = self.model
        Task { @MainActor in await model.refreshCacheUsage() }
        Task { @MainActor in await model.loadStreamingServices() }
    }

    /// A switch row per service once they are loaded; the status row while loading or after a failure.
    private func renderServices() {
        switch model.streamingServices {
        case .unavailable:
            servicesGroup.isVisible = false
        case .loading:
            servicesStatus.title = tr("Loading the services…")
            servicesStatus.isVisible = true
        case .failed(let message):
            servicesStatus.title = message
            servicesStatus.isVisible = true
        case .loaded(let services):
            servicesStatus.isVisible = false
            guard serviceRows.isEmpty else { return }
            for service in services {
                let row = ActionRow(title: service.name)
                let toggle = Switch(active: model.isMyService(service.id))
                PreferencesRows.addSuffix(toggle, to: row)
                row.setActivatableWidget(toggle)
                toggle.onToggled { [weak self, weak toggle] in
                    guard let self, let toggle else { return }
                    self.model.setMyService(service.id, toggle.isActive)
                }
                servicesGroup.add(row)
                serviceRows += [row, toggle]
            }
        }
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

    private func render() {
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
        renderServices()
        cacheRow.subtitle = model.cacheUsageText
        if let confirmation = model.lastConfirmation {
            window.add(Toast(confirmation))
            model.confirmationShown()
        }
    }
}
