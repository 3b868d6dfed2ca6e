import AppEnvironment
import Catalog
import GtkKit
import Localization

/// The preferences window (AdwPreferencesWindow, Ctrl+,): TMDb account sign-in and token (`TMDbAccountGroup`), content
/// language and region, my streaming services, image cache, search history, notifications, your data
/// (`YourDataGroup`). Renders a `PreferencesModel` and forwards the user's actions to it; the rows that depend on
/// the catalog follow it when it changes while the window is open.
@MainActor
public final class PreferencesWindow {
    /// The window.
    public let window: GtkKit.PreferencesWindow
    /// What the window shows.
    public let model: PreferencesModel
    private let page: PreferencesPage
    private let account: TMDbAccountGroup
    private let cacheRow: ActionRow
    private let cacheSize: SpinButton
    private let servicesGroup: PreferencesGroup
    private let servicesStatus: ActionRow
    private var serviceRows: [Object] = []
    /// The services the rows of `serviceRows` show.
    private var shownServices: [WatchProviders.Provider] = []
    private let clearHistoryRow: ActionRow
    private var keepAlive: [Object] = []
    private var yourData: YourDataGroup?

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

        page = PreferencesPage(title: tr("General"), iconName: "preferences-system-symbolic")
        account = TMDbAccountGroup(model: model, window: window)
        page.add(account.group)

        // Content
        // The choices show under the titles: at the rows' ends, narrow windows cut them to "Sa…".
        let content = PreferencesGroup(
            title: tr("Content"),
            description: tr(
                "The language of titles and overviews, and the region for release dates and where to watch. Changes apply at once."
            ))
        let languages = ContentOptions.languages
        let languageRow = ComboRow(
            title: tr("Language"), choices: languages.map(\.name),
            selected: ContentOptions.index(of: model.settings.contentLanguage, in: languages),
            showsChoiceAsSubtitle: true)
        let regions = ContentOptions.regions
        let regionRow = ComboRow(
            title: tr("Region"), choices: regions.map(\.name),
            selected: ContentOptions.index(of: model.settings.contentRegion, in: regions), showsChoiceAsSubtitle: true)
        content.add(languageRow)
        content.add(regionRow)
        page.add(content)

        // My services
        servicesGroup = PreferencesGroup(
            title: tr("My Services"),
            description: tr(
                "Discover can show only what is on your streaming services, and title pages highlight them. The services of your region, from TMDb."
            ))
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
        let (rememberRow, rememberSwitch) = PreferencesRows.switchRow(
            title: tr("Remember Searches"),
            subtitle: tr("Show recent searches when the search field is empty"),
            active: model.settings.searchHistoryEnabled)
        history.add(rememberRow)
        let clearHistoryButton: Button
        (clearHistoryRow, clearHistoryButton) = PreferencesRows.buttonRow(
            title: tr("Clear Search History"),
            label: tr("Clear"))
        history.add(clearHistoryRow)
        page.add(history)

        // Notifications
        let notifications = PreferencesGroup(title: tr("Notifications"))
        let (newEpisodesRow, newEpisodesSwitch) = PreferencesRows.switchRow(
            title: tr("New Episodes"),
            subtitle: tr("Notify when a new episode of a series you follow airs"),
            active: model.settings.newEpisodeNotifications)
        notifications.add(newEpisodesRow)
        let (backgroundRow, backgroundSwitch) = PreferencesRows.switchRow(
            title: tr("Check for New Episodes in the Background"), subtitle: model.backgroundChecksSubtitle,
            active: model.settings.backgroundChecks)
        backgroundSwitch.tooltip = model.backgroundChecksSubtitle
        notifications.add(backgroundRow)
        page.add(notifications)

        // Spoilers
        let spoilers = PreferencesGroup(title: tr("Spoilers"))
        let (spoilerRow, spoilerSwitch) = PreferencesRows.switchRow(
            title: tr("Spoiler Protection"),
            subtitle: tr("Hide the overview, still and name of episodes you have not watched until you reveal them"),
            active: model.settings.spoilerProtection)
        spoilers.add(spoilerRow)
        page.add(spoilers)

        window.add(page)
        keepAlive = [
            content, languageRow, regionRow, storage, clearCacheButton, history, rememberRow, rememberSwitch,
            clearHistoryButton, notifications, newEpisodesRow, newEpisodesSwitch, backgroundRow, backgroundSwitch,
            spoilers, spoilerRow, spoilerSwitch,
        ]

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
        backgroundSwitch.onToggled { [weak self, weak backgroundSwitch] in
            guard let self, let backgroundSwitch else { return }
            self.model.settings.backgroundChecks = backgroundSwitch.isActive
        }
        // The portal's refusal turns the setting off while the window may be open.
        let backgroundFollowing = model.settings.observe(.backgroundChecks) { [weak self, weak backgroundSwitch] _ in
            guard let self, let backgroundSwitch else { return }
            backgroundSwitch.isActive = self.model.settings.backgroundChecks
        }
        window.connectReturningBool("close-request") { [weak self] in
            self?.model.settings.removeObserver(backgroundFollowing)
            return false
        }
        spoilerSwitch.onToggled { [weak self, weak spoilerSwitch] in
            guard let self, let spoilerSwitch else { return }
            self.model.settings.spoilerProtection = spoilerSwitch.isActive
        }
        clearHistoryButton.onClicked { [weak self] in
            guard let model = self?.model else { return }
            Task { @MainActor in await model.clearSearchHistory() }
        }
        model.onChange = { [weak self] in self?.render() }
        render()
    }

    /// Shows the window (the token entry focused when a token is what the user needs) and refreshes the cache usage.
    public func present() {
        window.present()
        account.focusTokenEntryIfNeeded()
        account.refreshAccount()
        let model = self.model
        Task { @MainActor in await model.refreshCacheUsage() }
        Task { @MainActor in await model.loadStreamingServices() }
    }

    /// A switch row per service once they are loaded; the status row while loading or after a failure.
    private func renderServices() {
        servicesGroup.isVisible = model.streamingServices != .unavailable
        switch model.streamingServices {
        case .unavailable:
            showServiceRows([])
        case .loading:
            servicesStatus.title = tr("Loading the services…")
            servicesStatus.isVisible = true
            showServiceRows([])
        case .failed(let message):
            servicesStatus.title = message
            servicesStatus.isVisible = true
            showServiceRows([])
        case .loaded(let services):
            servicesStatus.isVisible = false
            showServiceRows(services)
        }
    }

    /// One switch row per service of `services` (the rows of other services are removed).
    private func showServiceRows(_ services: [WatchProviders.Provider]) {
        guard services != shownServices else { return }
        for row in serviceRows.compactMap({ $0 as? ActionRow }) { servicesGroup.remove(row) }
        serviceRows = []
        shownServices = services
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

    /// The Your Data group of the current catalog's library (the last group of the page).
    private func renderYourData() {
        guard yourData?.model !== model.yourData else { return }
        if let yourData { page.remove(yourData.group) }
        yourData = model.yourData.map { YourDataGroup(model: $0, window: window) }
        if let yourData { page.add(yourData.group) }
    }

    private func render() {
        account.render()
        renderServices()
        clearHistoryRow.isVisible = model.canClearSearchHistory
        renderYourData()
        cacheRow.subtitle = model.cacheUsageText
        if let confirmation = model.lastConfirmation {
            window.add(Toast(confirmation))
            model.confirmationShown()
        }
    }
}
