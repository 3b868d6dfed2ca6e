import Foundation
import XCTest

/// A private D-Bus session bus with python-dbusmock's `notification_daemon` template on it: a real
/// `org.freedesktop.Notifications` service that logs every `Notify` call. Stopped with the test.
final class NotificationDaemon {
    /// The bus address to give `popcorn` (`DBUS_SESSION_BUS_ADDRESS`).
    let address: String
    private let bus: Process
    private let daemon: Process
    private let log: String

    init(_ test: XCTestCase, folder: String) throws {
        bus = Process()
        bus.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        bus.arguments = ["--session", "--nofork", "--print-address=1"]
        let output = Pipe()
        bus.standardOutput = output
        try bus.run()
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        address = text.trimmingCharacters(in: .whitespacesAndNewlines)
        log = folder + "/notifications.log"
        daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        daemon.arguments = ["-m", "dbusmock", "--template", "notification_daemon", "-l", log]
        daemon.environment = ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": "/usr/bin:/bin"]
        daemon.standardOutput = FileHandle.nullDevice
        try daemon.run()
        let (bus, daemon) = (bus, daemon)
        test.addTeardownBlock {
            daemon.terminate()
            daemon.waitUntilExit()
            bus.terminate()
            bus.waitUntilExit()
        }
        XCTAssertFalse(address.isEmpty, "dbus-daemon printed its address")
        try waitForService()
    }

    /// The `Notify` calls so far, one line each (app name, id, icon, summary, body, actions, hints, timeout).
    var notifications: [String] {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { $0.contains(" Notify ") }
    }

    /// Waits until org.freedesktop.Notifications is on the bus (at most 10 s).
    private func waitForService() throws {
        for _ in 0..<200 {
            let check = Process()
            check.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
            check.arguments = ["call", "--session", "--dest", "org.freedesktop.DBus", "--object-path",
                               "/org/freedesktop/DBus", "--method", "org.freedesktop.DBus.NameHasOwner",
                               "org.freedesktop.Notifications"]
            check.environment = ["DBUS_SESSION_BUS_ADDRESS": address]
            let output = Pipe()
            check.standardOutput = output
            check.standardError = FileHandle.nullDevice
            try check.run()
            let answer = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            check.waitUntilExit()
            if answer.contains("true") { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("the notification daemon did not appear on the bus")
    }
}
