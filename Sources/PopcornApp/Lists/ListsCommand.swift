import ArgumentParser
import Catalog
import Features
import Localization

/// `popcorn lists [--json]`: the user's lists by name, one per line as "NAME<TAB>COUNT<TAB>ID", or as one
/// JSON array of `{"id", "name", "description", "count", "createdAt", "updatedAt"}` (times in ISO 8601, UTC).
struct ListsCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "lists", abstract: tr("Print your lists: name, number of titles and id"))
    }

    @ParentCommand var root: PopcornCommand
    @OptionGroup var options: GlobalOptions

    @Flag(help: ArgumentHelp(tr("Print the lists as JSON")))
    var json = false

    func run() throws {
        let json = json
        try ListCommandRunner.run("lists", demo: root.options.demo || options.demo) { library throws(ListError) in
            let lists = try await library.lists()
            guard json else {
                for list in lists { Terminal.printLine("\(list.name)\t\(list.itemCount)\t\(list.id)") }
                return
            }
            let objects = lists.map { list in
                DumpJSON.object([
                    ("id", .int(list.id)), ("name", .string(list.name)), ("description", .string(list.description)),
                    ("count", .int(list.itemCount)), ("createdAt", .string(DumpJSON.iso8601(list.createdAt))),
                    ("updatedAt", .string(DumpJSON.iso8601(list.updatedAt))),
                ])
            }
            Terminal.printLine(DumpJSON.array(objects).text)
        }
    }
}
