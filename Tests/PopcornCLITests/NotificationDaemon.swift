import Foundation
import XCTest

/// A private D-Bus session bus with python-dbusmock's `notification_daemon` template on it: a real
/// `org.freedesktop.Notifications` service that records every `Notify` call. Stopped with the test.
final class NotificationDaemon {
    /// The bus address to give `popcorn` (`DBUS_SESSION_BUS_ADDRESS`).
    let address: String
    private let bus: Process
    private let daemon: Process?

    /// A bus with the notification daemon, or a bare bus (`withServer` false).
    init(_ test: XCTestCase, withServer: Bool = true) throws {
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
        if withServer {
            let daemon = Process()
            daemon.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            daemon.arguments = ["-m", "dbusmock", "--template", "notification_daemon"]
            daemon.environment = ["DBUS_SESSION_BUS_ADDRESS": address, "PATH": "/usr/bin:/bin"]
            daemon.standardOutput = FileHandle.nullDevice
            try daemon.run()
            self.daemon = daemon
        } else {
            daemon = nil
        }
        let (bus, daemon) = (bus, daemon)
        test.addTeardownBlock {
            daemon?.terminate()
            daemon?.waitUntilExit()
            bus.terminate()
            bus.waitUntilExit()
        }
        XCTAssertFalse(address.isEmpty, "dbus-daemon printed its address")
        if withServer { waitForService() }
    }

    /// The `Notify` calls the daemon has received, each as gdbus prints its arguments (app name, id, icon,
    /// summary, body, actions, hints, timeout). Asked of the daemon itself (dbusmock's `GetCalls`), which
    /// answers after every message queued before the question, so a finished `popcorn` has been heard.
    var notifications: [String] {
        let answer = gdbus([
            "call", "--session", "--dest", "org.freedesktop.Notifications", "--object-path",
            "/org/freedesktop/Notifications", "--method", "org.freedesktop.DBus.Mock.GetCalls",
        ])
        let calls: [String] = answer.components(separatedBy: "'Notify', ")
        return Array(calls.dropFirst())
    }

    /// A `gdbus` command on the bus; its standard output.
    private func gdbus(_ arguments: [String]) -> String {
        let call = Process()
        call.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
        call.arguments = arguments
        call.environment = ["DBUS_SESSION_BUS_ADDRESS": address, "LANG": "C.UTF-8"]
        let output = Pipe()
        call.standardOutput = output
        call.standardError = FileHandle.nullDevice
        guard (try? call.run()) != nil else { return "" }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        call.waitUntilExit()
        return text
    }

    /// Waits until org.freedesktop.Notifications is on the bus (at most 10 s).
    private func waitForService() {
        for _ in 0..<200 {
            let answer = gdbus([
                "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path",
                "/org/freedesktop/DBus", "--method", "org.freedesktop.DBus.NameHasOwner",
                "org.freedesktop.Notifications",
            ])
            if answer.contains("true") { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("the notification daemon did not appear on the bus")
    }
}
