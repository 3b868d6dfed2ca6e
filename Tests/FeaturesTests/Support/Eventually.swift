import XCTest

/// Waits until `condition` holds, for state that live library changes update (fails after 5 s).
@MainActor
func eventually(_ what: String, file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool) async {
    for _ in 0..<500 {
        if condition() { return }
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
    XCTFail("timed out waiting: \(what)", file: file, line: line)
}
