import CGtk
import Foundation
import XCTest

@testable import GnomeIntegration

/// Stores the token in a real Secret Service: a private D-Bus session bus with gnome-keyring-daemon,
/// whose login keyring is created and unlocked with a password given on stdin.
final class KeyringTokenStoreTests: XCTestCase {
    private var temp: String!
    private var processes: [Process] = []
    private var connection: OpaquePointer?
    private let previousAddress = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"]

    override func tearDown() {
        // Drop the process-wide bus and Secret Service singletons bound to the private bus.
        SecretServiceKeyring.disconnect()
        if let connection {
            g_dbus_connection_close_sync(connection, nil, nil)
            g_object_unref(UnsafeMutableRawPointer(connection))
        }
        if let previousAddress {
            setenv("DBUS_SESSION_BUS_ADDRESS", previousAddress, 1)
        } else {
            unsetenv("DBUS_SESSION_BUS_ADDRESS")
        }
        for process in processes.reversed() where process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        if let temp { try? FileManager.default.removeItem(atPath: temp) }
        super.tearDown()
    }

    /// Starts the private bus and keyring; returns false (test skipped) when they are not installed.
    private func startKeyring() throws -> Bool {
        let dbus = "/usr/bin/dbus-daemon"
        let keyring = "/usr/bin/gnome-keyring-daemon"
        guard FileManager.default.isExecutableFile(atPath: dbus), FileManager.default.isExecutableFile(atPath: keyring)
        else {
            return false
        }
        temp = NSTemporaryDirectory() + "popcorn-keyring-\(UUID().uuidString)"
        for folder in ["data", "runtime", "config"] {
            try FileManager.default.createDirectory(
                atPath: temp + "/" + folder, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        }
        // A bus without service activation, so that nothing but our daemon can own org.freedesktop.secrets.
        let config = temp + "/bus.conf"
        try """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:path=\(temp!)/runtime/bus</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """.write(toFile: config, atomically: true, encoding: .utf8)
        let address = "unix:path=\(temp!)/runtime/bus"
        var environment = ProcessInfo.processInfo.environment
        environment["DBUS_SESSION_BUS_ADDRESS"] = address
        environment["XDG_DATA_HOME"] = temp + "/data"
        environment["XDG_RUNTIME_DIR"] = temp + "/runtime"
        environment["XDG_CONFIG_HOME"] = temp + "/config"
        environment["HOME"] = temp

        let bus = Process()
        bus.executableURL = URL(fileURLWithPath: dbus)
        bus.arguments = ["--config-file=\(config)", "--nofork", "--nopidfile"]
        bus.environment = environment
        try bus.run()
        processes.append(bus)
        for _ in 0..<500 where !FileManager.default.fileExists(atPath: temp + "/runtime/bus") { usleep(10_000) }

        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: keyring)
        daemon.arguments = ["--foreground", "--unlock", "--components=secrets"]
        daemon.environment = environment
        let password = Pipe()
        daemon.standardInput = password
        daemon.standardOutput = FileHandle.nullDevice
        try daemon.run()
        processes.append(daemon)
        password.fileHandleForWriting.write(Data("popcorn-test-password".utf8))
        try password.fileHandleForWriting.close()

        // This process's libsecret connects to the session bus named here on first use.
        setenv("DBUS_SESSION_BUS_ADDRESS", address, 1)
        // The shared session connection would end this process when the private bus stops.
        connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil)
        if let connection { g_dbus_connection_set_exit_on_close(connection, 0) }
        let probe = SecretServiceKeyring()
        for _ in 0..<500 where !probe.isAvailable() { usleep(20_000) }
        return true
    }

    func testTokensAreStoredInTheKeyringAndNotInAFile() throws {
        guard try startKeyring() else { throw XCTSkip("dbus-daemon or gnome-keyring-daemon is not installed") }
        let directory = temp + "/data/io.github.popcorn.Popcorn"
        let store = TokenStore(fileDirectory: directory)
        XCTAssertTrue(store.keyringAvailable, "the private gnome-keyring did not come up")

        // An older file copy is removed once the keyring has the token.
        try TokenFile(directory: directory).store("old-file-token")
        XCTAssertEqual(try store.save("keyring-token-1"), .keyring)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/tmdb-token"))

        let reopened = TokenStore(fileDirectory: directory)
        XCTAssertEqual(reopened.load()?.token, "keyring-token-1")
        XCTAssertEqual(reopened.load()?.location, .keyring)
        XCTAssertEqual(try SecretServiceKeyring().load(), "keyring-token-1")

        try reopened.save("keyring-token-2")
        XCTAssertEqual(TokenStore(fileDirectory: directory).load()?.token, "keyring-token-2")

        try reopened.clear()
        XCTAssertNil(TokenStore(fileDirectory: directory).load())
        XCTAssertNil(try SecretServiceKeyring().load())

        // The TMDb account's sign-in is an item of its own (one private keyring per process: same test).
        let apiToken = TokenStore(fileDirectory: directory)
        let account = TokenStore(.accountSession, fileDirectory: directory)
        XCTAssertEqual(try apiToken.save("api-token"), .keyring)
        XCTAssertEqual(try account.save(#"{"accessToken":"acc-secret","sessionID":"ses-secret"}"#), .keyring)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/tmdb-account"), "no file copy")
        XCTAssertEqual(
            TokenStore(.accountSession, fileDirectory: directory).load()?.token,
            #"{"accessToken":"acc-secret","sessionID":"ses-secret"}"#)
        XCTAssertEqual(TokenStore(fileDirectory: directory).load()?.token, "api-token", "the API token is untouched")
        try account.clear()
        XCTAssertNil(TokenStore(.accountSession, fileDirectory: directory).load())
        XCTAssertEqual(TokenStore(fileDirectory: directory).load()?.token, "api-token", "signing out keeps the token")
    }
}
