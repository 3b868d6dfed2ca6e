import Foundation
import PopcornApp

// `main` stays synchronous so `g_application_run` owns the main thread; Swift concurrency reaches it
// through GtkKit's MainLoopBridge.
exit(MainActor.assumeIsolated { PopcornCommand.run(CommandLine.arguments) })
