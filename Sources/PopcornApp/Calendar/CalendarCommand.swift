import ArgumentParser
import Features
import Localization

/// `popcorn calendar`: opens the window at the calendar (like `popcorn calendar` as a ROUTE);
/// `popcorn calendar export FILE` writes it as an iCalendar file.
struct CalendarCommand: ParsableCommand, WindowOpening {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "calendar",
            abstract: tr("Open the calendar of the series you follow, or export it"),
            subcommands: [CalendarExportCommand.self])
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    var routes: [String] { [Route.calendar.description] }
    var demo: Bool { root.options.demo || options.demo }
}
