import Foundation
import GtkKit
import LibraryTransfer
import Localization

/// The preferences' "Your Data" group: Back Up…, Restore… and Import from Trakt / Letterboxd / IMDb…, each
/// opening the system's file dialog. Renders a `YourDataModel`: a progress dialog with Cancel while a job
/// runs longer than a moment, then a toast, the rows an import left out (selectable, to copy) or what
/// went wrong and what to do.
@MainActor
final class YourDataGroup {
    /// The group, to add to a preferences page.
    let group: PreferencesGroup
    /// What the group shows.
    let model: YourDataModel
    private let window: GtkKit.PreferencesWindow
    private var rows: [ActionRow] = []
    private var progress: MessageDialog?
    /// Where the file dialogs open: the folder of the last file chosen, at first the home folder.
    private var folder = FileManager.default.homeDirectoryForCurrentUser.path
    /// How long a job runs before the progress dialog appears (no flash for quick ones).
    private static let progressDelay: Duration = .milliseconds(300)

    init(model: YourDataModel, window: GtkKit.PreferencesWindow) {
        self.model = model
        self.window = window
        group = PreferencesGroup(
            title: tr("Your Data"),
            description: tr(
                "Back up everything Popcorn keeps about what you watch, or bring your history from another service."))
        addRow(
            title: tr("_Back Up…"),
            subtitle: tr("Save the watchlist, plays, ratings and notification choices to a file"),
            iconName: "document-save-symbolic"
        ) { [weak self] in self?.chooseBackupFile() }
        addRow(
            title: tr("_Restore…"), subtitle: tr("Add the contents of a backup to this library"),
            iconName: "document-open-symbolic"
        ) { [weak self] in self?.chooseBackupToRestore() }
        for format in LibraryImporter.Format.allCases {
            addRow(
                title: Self.importRowTitle(format), subtitle: Self.importRowSubtitle(format),
                iconName: "document-open-symbolic"
            ) { [weak self] in self?.chooseFiles(from: format) }
        }
        model.onChange = { [weak self] in self?.render() }
    }

    /// An activatable row whose title holds a mnemonic; the row, its mnemonic and its button run `action`.
    private func addRow(title: String, subtitle: String, iconName: String, action: @escaping @MainActor () -> Void) {
        let row = ActionRow(title: title, subtitle: subtitle)
        row.usesUnderline = true
        let button = Button(iconName: iconName, accessibleLabel: title.replacingOccurrences(of: "_", with: ""))
        button.hasFrame = false
        PreferencesRows.addSuffix(button, to: row)
        row.setActivatableWidget(button)
        // The row's title, a mnemonic label of the button, names it; an accessible label would say it twice.
        button.resetAccessibleLabel()
        button.onClicked(action)
        group.add(row)
        rows.append(row)
    }

    private static func importRowTitle(_ format: LibraryImporter.Format) -> String {
        switch format {
        case .trakt: tr("Import from _Trakt…")
        case .letterboxd: tr("Import from _Letterboxd…")
        case .imdb: tr("Import from I_MDb…")
        }
    }

    private static func importRowSubtitle(_ format: LibraryImporter.Format) -> String {
        switch format {
        case .trakt: tr("The JSON files of a Trakt data export")
        case .letterboxd: tr("The CSV files of a Letterboxd export")
        case .imdb: tr("The ratings or watchlist CSV file of IMDb")
        }
    }

    // MARK: Choosing files

    private func chooseBackupFile() {
        let dialog = FileSaveDialog(
            title: tr("Back Up Library"), acceptLabel: tr("_Save"),
            suggestedName: "popcorn-backup.json")
        dialog.addFilter(name: tr("Popcorn Backups"), pattern: "*.json")
        dialog.setFolder(folder)
        dialog.present(over: window) { [weak self] path in
            guard let path, let self else { return }
            let model = self.model
            self.remember(path)
            Task { @MainActor in await model.backUp(to: path) }
        }
    }

    private func chooseBackupToRestore() {
        let dialog = FileOpenDialog(title: tr("Restore Backup"), acceptLabel: tr("_Restore"))
        dialog.addFilter(name: tr("Popcorn Backups"), pattern: "*.json")
        dialog.setFolder(folder)
        dialog.present(over: window) { [weak self] paths in
            guard let path = paths.first, let self else { return }
            let model = self.model
            self.remember(path)
            Task { @MainActor in await model.restore(from: path) }
        }
    }

    private func chooseFiles(from format: LibraryImporter.Format) {
        let service = YourDataText.serviceName(format)
        let dialog = FileOpenDialog(
            // Translators: the title of the file dialog of an import; %@ is Trakt, Letterboxd or IMDb.
            title: String(format: tr("Import from %@"), service), acceptLabel: tr("_Import"),
            selectsMultiple: true)
        switch format {
        case .trakt: dialog.addFilter(name: tr("JSON Files"), pattern: "*.json")
        case .letterboxd, .imdb: dialog.addFilter(name: tr("CSV Files"), pattern: "*.csv")
        }
        dialog.setFolder(folder)
        dialog.present(over: window) { [weak self] paths in
            guard let first = paths.first, let self else { return }
            let model = self.model
            self.remember(first)
            Task { @MainActor in await model.importFiles(paths, from: format) }
        }
    }

    private func remember(_ chosen: String) {
        folder = URL(fileURLWithPath: chosen).deletingLastPathComponent().path
    }

    // MARK: Rendering

    private func render() {
        for row in rows { row.isSensitive = !model.isRunning }
        switch model.phase {
        case .idle:
            closeProgress()
        case .running(let job):
            Task { @MainActor [weak self] in
                try? await Task.sleep(for: Self.progressDelay)
                guard let self, self.model.phase == .running(job), self.progress == nil else { return }
                self.showProgress(job)
            }
        case .finished(let outcome):
            closeProgress()
            model.outcomeShown()
            show(outcome)
        }
    }

    private func showProgress(_ job: YourDataModel.Job) {
        let dialog = MessageDialog(
            parent: window, heading: YourDataText.progressHeading(job),
            body: YourDataText.progressBody(job))
        dialog.extraChild = Spinner(spinning: true, size: 32)
        if job != .backUp {
            dialog.addResponse("cancel", label: tr("_Cancel"))
            dialog.setCloseResponse("cancel")
        }
        dialog.onResponse { [weak self] _ in
            // The dialog closes itself; Cancel or Escape stops a restore or an import (a backup cannot be).
            self?.progress = nil
            self?.model.cancel()
        }
        progress = dialog
        dialog.present()
    }

    private func closeProgress() {
        progress?.destroy()
        progress = nil
    }

    private func show(_ outcome: YourDataModel.Outcome) {
        let toast = YourDataText.toast(outcome).map { Toast($0) }
        switch outcome {
        case .imported(_, let report) where !report.unmatched.isEmpty:
            showUnmatched(report)
        case .imported(let job, let report):
            toast?.setButton(label: tr("_Details")) { [weak self] in self?.showSummary(job, report) }
        case .failed(let failure):
            let dialog = MessageDialog(parent: window, heading: failure.heading, body: failure.body)
            addCloseResponse(to: dialog)
            dialog.present()
        case .backedUp, .cancelled:
            break
        }
        if let toast { window.add(toast) }
    }

    /// What a restore or an import added and skipped (the toast has room for one short line only).
    private func showSummary(_ job: YourDataModel.Job, _ report: LibraryImporter.Report) {
        let dialog = MessageDialog(
            parent: window, heading: YourDataText.summaryHeading(job),
            body: ImportSummaryText.line(report.summary))
        addCloseResponse(to: dialog)
        dialog.present()
    }

    /// The rows an import left out, in a selectable label (to copy them) that scrolls when there are many.
    private func showUnmatched(_ report: LibraryImporter.Report) {
        let dialog = MessageDialog(
            parent: window, heading: YourDataText.unmatchedHeading,
            body: YourDataText.unmatchedBody(report))
        let list = Label(YourDataText.unmatchedList(report))
        list.isSelectable = true
        list.wraps = true
        list.xalign = 0
        let scroller = ScrolledWindow(child: list)
        scroller.propagatesNaturalHeight = true
        scroller.maxContentHeight = 240
        scroller.addCSSClass("card")
        list.setMargins(12)
        dialog.extraChild = scroller
        addCloseResponse(to: dialog)
        dialog.present()
    }

    private func addCloseResponse(to dialog: MessageDialog) {
        dialog.addResponse("close", label: tr("_Close"))
        dialog.setDefaultResponse("close")
        dialog.setCloseResponse("close")
    }
}
