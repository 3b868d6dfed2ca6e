import AppEnvironment
import CGtk
import CGtkShim
import GtkKit
import Localization

/// The preferences window (AdwPreferencesWindow, Ctrl+,): TMDB token, content language and region,
/// image cache, search history. Renders a `PreferencesModel` and forwards the user's actions to it.
@MainActor
public final class PreferencesWindow {
    /// The window.
    public let window: Widget
    private let model: PreferencesModel
    private let tokenRow: Widget
    private let statusRow: Widget
    private let statusIcon: Image
    private let statusSpinner: Spinner
    private let removeButton: Button
    private let cacheRow: Widget
    private let cacheSize: Widget
    private var keepAlive: [Object] = []

    /// Builds the window over `parent` (not yet shown).
    public init(model: PreferencesModel, parent: UnsafeMutablePointer<GtkWindow>?) {
        self.model = model
        window = Widget(retaining: rawPointer(adw_preferences_window_new()))
        let gtkWindow = window.typed(GtkWindow.self)
        gtk_window_set_modal(gtkWindow, 1)
        gtk_window_set_transient_for(gtkWindow, parent)
        gtk_window_set_title(gtkWindow, tr("Preferences"))
        gtk_window_set_default_size(gtkWindow, 640, 720)
        // Few rows: searching them is not worth an (unlabelled, in libadwaita 1.2) header button.
        adw_preferences_window_set_search_enabled(window.typed(), 0)

        let page = Widget(taking: rawPointer(adw_preferences_page_new()))
        adw_preferences_page_set_title(page.typed(), tr("General"))
        adw_preferences_page_set_icon_name(page.typed(), "preferences-system-symbolic")

        // TMDB account
        let account = PreferencesRows.group(
            title: tr("TMDB Account"),
            description: tr("Without a token Popcorn shows its demo catalog. Create an API Read Access Token in your TMDB account settings, under API, and paste it here."))
        tokenRow = Widget(taking: rawPointer(adw_password_entry_row_new()))
        adw_preferences_row_set_title(tokenRow.typed(), tr("API Read Access Token"))
        adw_entry_row_set_show_apply_button(tokenRow.typed(), 1)
        PreferencesRows.add(tokenRow, to: account)

        statusRow = PreferencesRows.actionRow(title: model.tokenStatus.message)
        adw_action_row_set_title_lines(statusRow.typed(), 0)
        statusIcon = Image(iconName: "dialog-information-symbolic")
        statusSpinner = Spinner(spinning: false, size: 16)
        PreferencesRows.addPrefix(statusIcon, to: statusRow)
        PreferencesRows.addPrefix(statusSpinner, to: statusRow)
        removeButton = Button(label: tr("Remove Token"))
        PreferencesRows.addSuffix(removeButton, to: statusRow)
        PreferencesRows.add(statusRow, to: account)
        adw_preferences_page_add(page.typed(), account.typed())

        // Content
        let content = PreferencesRows.group(title: tr("Content"),
                                            description: tr("Applies to titles, overviews and release dates from TMDB from the next start."))
        let languages = ContentOptions.languages
        let languageRow = PreferencesRows.comboRow(
            title: tr("Language"), subtitle: tr("The language of titles and overviews"),
            names: languages.map(\.name),
            selected: ContentOptions.index(of: model.settings.contentLanguage, in: languages))
        let regions = ContentOptions.regions
        let regionRow = PreferencesRows.comboRow(
            title: tr("Region"), subtitle: tr("Used for release dates and regional lists"),
            names: regions.map(\.name),
            selected: ContentOptions.index(of: model.settings.contentRegion, in: regions))
        PreferencesRows.add(languageRow, to: content)
        PreferencesRows.add(regionRow, to: content)
        adw_preferences_page_add(page.typed(), content.typed())

        // Storage
        let storage = PreferencesRows.group(title: tr("Storage"))
        cacheRow = PreferencesRows.actionRow(title: tr("Image Cache Size (MiB)"), subtitle: model.cacheUsageText)
        cacheSize = Widget(taking: rawPointer(gtk_spin_button_new_with_range(16, 16384, 16)))
        gtk_spin_button_set_value(cacheSize.opaque, Double(model.settings.imageCacheSizeMB))
        cacheSize.setAccessibleLabel(tr("Image cache size in mebibytes"))
        PreferencesRows.addSuffix(cacheSize, to: cacheRow)
        PreferencesRows.add(cacheRow, to: storage)
        let clearCacheRow = PreferencesRows.actionRow(title: tr("Clear Image Cache"),
                                                      subtitle: tr("Images are downloaded again when needed"))
        let clearCacheButton = Button(label: tr("Clear"))
        clearCacheButton.setAccessibleLabel(tr("Clear Image Cache"))
        PreferencesRows.addSuffix(clearCacheButton, to: clearCacheRow)
        PreferencesRows.add(clearCacheRow, to: storage)
        adw_preferences_page_add(page.typed(), storage.typed())

        // Search history
        let history = PreferencesRows.group(title: tr("Search History"))
        let rememberRow = PreferencesRows.actionRow(title: tr("Remember Searches"),
                                                    subtitle: tr("Show recent searches when the search field is empty"))
        let rememberSwitch = Widget(taking: rawPointer(gtk_switch_new()))
        gtk_switch_set_active(rememberSwitch.opaque, model.settings.searchHistoryEnabled ? 1 : 0)
        PreferencesRows.addSuffix(rememberSwitch, to: rememberRow)
        adw_action_row_set_activatable_widget(rememberRow.typed(), rememberSwitch.widgetPointer)
        PreferencesRows.add(rememberRow, to: history)
        let clearHistoryRow = PreferencesRows.actionRow(title: tr("Clear Search History"))
        let clearHistoryButton = Button(label: tr("Clear"))
        clearHistoryButton.setAccessibleLabel(tr("Clear Search History"))
        PreferencesRows.addSuffix(clearHistoryButton, to: clearHistoryRow)
        PreferencesRows.add(clearHistoryRow, to: history)
        clearHistoryRow.isVisible = model.canClearSearchHistory
        adw_preferences_page_add(page.typed(), history.typed())

        adw_preferences_window_add(window.typed(), page.typed())
        keepAlive = [page, account, content, languageRow, regionRow, storage, clearCacheRow, clearCacheButton,
                     history, rememberRow, rememberSwitch, clearHistoryRow, clearHistoryButton]

        tokenRow.connect("apply") { [weak self] in self?.submitToken() }
        tokenRow.connect("entry-activated") { [weak self] in self?.submitToken() }
        removeButton.onClicked { [weak self] in self?.model.removeToken() }
        languageRow.onNotify("selected") { [weak self, weak languageRow] in
            guard let self, let languageRow else { return }
            self.model.settings.contentLanguage = languages[PreferencesRows.selectedIndex(of: languageRow)].code
        }
        regionRow.onNotify("selected") { [weak self, weak regionRow] in
            guard let self, let regionRow else { return }
            self.model.settings.contentRegion = regions[PreferencesRows.selectedIndex(of: regionRow)].code
        }
        cacheSize.connect("value-changed") { [weak self] in
            guard let self else { return }
            self.model.settings.imageCacheSizeMB = Int(gtk_spin_button_get_value_as_int(self.cacheSize.opaque))
            self.render()
        }
        clearCacheButton.onClicked { [weak self] in
            guard let model = self?.model else { return }
            Task { @MainActor in await model.clearImageCache() }
        }
        rememberSwitch.onNotify("active") { [weak self, weak rememberSwitch] in
            guard let self, let rememberSwitch else { return }
            self.model.settings.searchHistoryEnabled = gtk_switch_get_active(rememberSwitch.opaque) != 0
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
        gtk_window_present(window.typed(GtkWindow.self))
        if !model.hasSavedToken { _ = tokenRow.grabFocus() }
        let model = self.model
        Task { @MainActor in await model.refreshCacheUsage() }
    }

    private func submitToken() {
        guard !model.isCheckingToken else { return }
        let text = gtk_editable_get_text(popcorn_gtk_editable(tokenRow.objectPointer)).map { String(cString: $0) } ?? ""
        let model = self.model
        Task { @MainActor [weak self] in
            await model.submitToken(text)
            if model.tokenStatus.tone == .success, let self {
                gtk_editable_set_text(popcorn_gtk_editable(self.tokenRow.objectPointer), "")
            }
        }
    }

    private func render() {
        adw_preferences_row_set_title(statusRow.typed(), model.tokenStatus.message)
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
        adw_action_row_set_subtitle(cacheRow.typed(), model.cacheUsageText)
        if let confirmation = model.lastConfirmation {
            adw_preferences_window_add_toast(window.typed(), adw_toast_new(confirmation))
            model.confirmationShown()
        }
    }
}
