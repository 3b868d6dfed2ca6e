import ArgumentParser
import Localization

/// The options every `popcorn` command accepts, before or after its arguments.
struct GlobalOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(tr("Browse the bundled demo catalog instead of TMDb")))
    var demo = false
}
