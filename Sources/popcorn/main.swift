import AppEnvironment
import Foundation
import PopcornApp

// `main` stays synchronous so `g_application_run` owns the main thread; Swift concurrency reaches it
// through GtkKit's MainLoopBridge.
Translations.setUp()
let status = MainActor.assumeIsolated { PopcornCommand.run(CommandLine.arguments, observer: { BenchHook.attach(window: $0, application: $1, store: $2) }) }
exit(status)
