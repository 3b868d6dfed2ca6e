import Foundation
import PopcornApp

// The product app (Sources/popcorn/main.swift) with the measurement hook of `make bench` as the screens' observer.
exit(
    MainActor.assumeIsolated {
        PopcornCommand.run(
            CommandLine.arguments, observer: { BenchHook.attach(window: $0, application: $1, store: $2) })
    })
