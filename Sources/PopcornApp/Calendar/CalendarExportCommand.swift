import AppEnvironment
import ArgumentParser
import Catalog
import Features
import ICalendar
import Localization

/// `popcorn calendar export FILE`: the followed series' episodes from a week ago to 90 days ahead as an
/// iCalendar file (one all-day event per episode, the same UID for the same episode in every export),
/// written whole or not at all (through a symbolic link to its file; `-`: to standard output). Exit 1 when
/// it cannot be written, or FILE is a folder, device, named pipe or socket.
struct CalendarExportCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export",
            abstract: tr("Write the episodes of the series you follow to an iCalendar (.ics) file"))
    }

    @ParentCommand var calendar: CalendarCommand
    @OptionGroup var options: GlobalOptions

    @Argument(help: ArgumentHelp(tr("The file to write, e.g. episodes.ics (- for standard output)"), valueName: "FILE"))
    var file: String

    func run() throws {
        let file = file
        try CommandRunner.run("calendar export", demo: calendar.demo || options.demo) { services in
            let dependencies = services.dependencies
            let exported = try await dependencies.followedEpisodes.calendar(.export(today: dependencies.today())).value
            guard case .standardOutput = ExportTarget(file) else {
                try dependencies.calendarFiles.write(exported, to: file)
                // Translators: printed by `popcorn calendar export`: how many episodes, the file.
                let written = ntr("%ld episode written to %@", "%ld episodes written to %@", exported.entries.count)
                Terminal.printLine(String(format: written, exported.entries.count, file))
                return
            }
            do {
                try ExportTarget.standardOutput.write(Array(ICalendarWriter().document(exported).utf8))
            } catch let error as AtomicFile.WriteError {
                throw CatalogError.configuration(
                    String(
                        format: tr("The calendar could not be written to %@: %@."),
                        error.path, error.reason))
            }
        }
    }
}
