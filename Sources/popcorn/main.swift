import AppEnvironment
import Foundation

// Composition root. `main` stays synchronous so `g_application_run` owns the main thread; Swift
// concurrency reaches it through GtkKit's MainLoopBridge.
Translations.setUp()
let status = MainActor.assumeIsolated { PopcornCommand.run(CommandLine.arguments) }
exit(status)
