import ArgumentParser
import Catalog
import Features
import Foundation
import GnomeIntegration
import GtkKit
import Localization
import UI

/// `popcorn stats export-review [--year Y] FILE.png`: the Year in Review of Y (default: the current year) as
/// a 1080 × 1920 PNG, as the page's "Export Image…" draws it (posters from the image cache, placeholders
/// for those that cannot be loaded), written whole or not at all. Exit 2 for a year outside 1900 to next
/// year; exit 1 when there is no display to render with (GTK needs one), nothing was played that year, or
/// FILE cannot be written.
struct StatsExportReviewCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export-review",
            abstract: tr("Write a year's Year in Review as a 1080 × 1920 PNG image (needs a display)"))
    }

    @ParentCommand var stats: StatsCommand
    @OptionGroup var options: GlobalOptions

    @Option(
        help: ArgumentHelp(tr("The year to review (default: the current year)"), valueName: "YEAR"),
        transform: StatsExportReviewCommand.year(parsing:))
    var year: Int?

    @Argument(help: ArgumentHelp(tr("The image to write, e.g. review.png"), valueName: "FILE"))
    var file: String

    /// Failures said in the user's words (exit 1).
    private struct Failure: CommandFailure {
        let userMessage: String
        var errorDescription: String? { userMessage }
    }

    func run() throws {
        let (file, year) = (file, year)
        try CommandRunner.run("stats export-review", demo: stats.demo || options.demo) { services in
            // GTK draws the text and renders the image; it cannot start without a display.
            guard Display.open() else {
                throw Failure(
                    userMessage: tr("Rendering the image needs a graphical display, and none could be opened."))
            }
            let route = Route.yearInReview(year: year)
            let review = try await YearInReviewFeature.load(route, from: services.dependencies).value
            guard review.plays > 0 else {
                throw Failure(
                    userMessage: String(
                        format: tr("Nothing was played in %ld: there is nothing to review."), review.year))
            }
            let display = YearInReviewDisplay(review)
            let posters = await YearInReviewImage.posters(
                of: display,
                from: PipelineImageSource(
                    loader: AppComposition.imagePipeline(
                        for: services.source, settings: AppSettings(), environment: ProcessInfo.processInfo.environment)
                ))
            do throws(YearInReviewImage.WriteError) {
                try YearInReviewImage.write(display, posters: posters, to: file)
            } catch {
                throw Failure(userMessage: String(format: tr("The image could not be written: %@."), error.description))
            }
            // Translators: printed by `popcorn stats export-review`: the year, the file.
            Terminal.printLine(String(format: tr("Year in Review %ld written to %@"), review.year, file))
        }
    }

    /// The year `text` names, from 1900 to next year; a usage error otherwise.
    static func year(parsing text: String) throws -> Int {
        guard RouteQueryParameter.year.accepts(text), let year = Int(text) else {
            throw ValidationError(
                String(format: tr("bad year '%@': expected %@"), text, RouteQueryParameter.year.expected()))
        }
        return year
    }
}
