import Foundation
import TestServerSupport
import XCTest

@testable import Images

/// A writer process killed with SIGKILL mid-write never leaves a partial file under a cache name.
final class DiskCacheCrashTests: XCTestCase {
    private static let childFolderVariable = "POPCORN_DISK_CACHE_CHILD_FOLDER"

    private static func url(_ index: Int) -> String { "https://image.example/\(index).jpg" }

    /// 512 KiB whose content identifies `index`.
    private static func body(_ index: Int) -> Data {
        var data = Data(count: 512 << 10)
        data.withUnsafeMutableBytes { bytes in
            for offset in stride(from: 0, to: bytes.count, by: 8) {
                bytes.storeBytes(of: UInt64(index &* 1_000_003 &+ offset), toByteOffset: offset, as: UInt64.self)
            }
        }
        return data
    }

    /// Runs only as the child process of `testKilledWriterLeavesOnlyCompleteFiles`.
    func testChildWriterLoop() throws {
        guard let folder = ProcessInfo.processInfo.environment[Self.childFolderVariable] else {
            throw XCTSkip("runs only as a child process")
        }
        let cache = DiskCache(directory: URL(fileURLWithPath: folder), capacity: 1 << 30, log: { _, _ in })
        let parent = getppid()
        for index in 0..<5000 where getppid() == parent {
            cache.write(Self.body(index), for: Self.url(index))
        }
    }

    func testKilledWriterLeavesOnlyCompleteFiles() async throws {
        let folder = try TemporaryFolder()
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["ImagesTests.DiskCacheCrashTests/testChildWriterLoop"]
        child.environment = ProcessInfo.processInfo.environment.merging([Self.childFolderVariable: folder.url.path]) {
            $1
        }
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        try await waitUntil { try folder.cacheFiles().count >= 8 }
        kill(child.processIdentifier, SIGKILL)
        child.waitForExit()
        XCTAssertEqual(child.terminationReason, .uncaughtSignal)

        let names = try folder.cacheFiles()
        XCTAssertGreaterThanOrEqual(names.count, 8)
        let indexByName = Dictionary(
            uniqueKeysWithValues: (0..<5000).map { (CacheKey.fileName(for: Self.url($0)), $0) })
        for name in names {
            let index = try XCTUnwrap(indexByName[name], "unexpected file \(name)")
            let data = try Data(contentsOf: folder.url.appendingPathComponent(name))
            XCTAssertEqual(data, Self.body(index), "\(name) is incomplete or corrupt")
        }
    }

    func testLeftoverTemporaryFilesAreIgnoredAndCleanedUp() throws {
        let folder = try TemporaryFolder()
        let leftover = folder.url.appendingPathComponent("\(DiskCache.temporaryPrefix)999-1")
        try Data("half".utf8).write(to: leftover)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)],
            ofItemAtPath: leftover.path)
        let cache = DiskCache(directory: folder.url, capacity: 1 << 20, log: { _, _ in })
        XCTAssertFalse(FileManager.default.fileExists(atPath: leftover.path))
        XCTAssertEqual(cache.totalBytes, 0)
        cache.write(Data("image".utf8), for: "https://image.example/a.jpg")
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        XCTAssertEqual(entries, [CacheKey.fileName(for: "https://image.example/a.jpg")], "no temp file is left behind")
        XCTAssertEqual(cache.read("https://image.example/a.jpg"), Data("image".utf8))
    }
}
