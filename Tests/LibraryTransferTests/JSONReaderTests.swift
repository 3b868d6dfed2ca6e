import Catalog
import Foundation
import XCTest

@testable import LibraryTransfer

/// The streaming reader of large exports (a Trakt history of 100,000 plays): it reads what Foundation's
/// decoder reads, value for value, and refuses what is not strict JSON in UTF-8 (the importer then lets
/// Foundation describe the file), so reading item by item changes no import.
final class JSONReaderTests: XCTestCase {
    private func read(_ bytes: [UInt8], keepingNested keys: [String]? = nil) -> (JSONReader.Outcome, [JSONValue]) {
        var elements: [JSONValue] = []
        let outcome = bytes.withUnsafeBufferPointer { buffer in
            JSONReader.elements(of: buffer, keepingNested: keys) { element, number in
                XCTAssertEqual(number, elements.count + 1)
                elements.append(element)
            }
        }
        return (outcome, elements)
    }

    private func read(_ text: String, keepingNested keys: [String]? = nil) -> (JSONReader.Outcome, [JSONValue]) {
        read(Array(text.utf8), keepingNested: keys)
    }

    func testItReadsWhatFoundationReads() throws {
        let documents = [
            "[]", " [ ] ",
            "[1, -2, 0, -0, 3.5, -0.25, 1e3, 2.0, 1.5e1, 2E-2, -0.0, 9223372036854775807, 9223372036854775808]",
            #"[true, false, null, "", "plain", "caf\u00e9 \ud83c\udfac", "tab\tand \"quotes\" \\ \/ \b\f\n\r", "café 🎬"]"#,
            #"[{"a": {"b": [1, {"c": null}], "d": "e"}, "a2": []}, [[[]]], {}, {"dup": 1, "dup": 2}]"#,
            "\n[\n  {\"watched_at\": \"2021-03-04T20:15:00.000Z\", \"show\": {\"title\": \"Harbour Lights\"}}\n]\n",
        ]
        for document in documents {
            let expected = try XCTUnwrap(
                try JSONDecoder().decode(JSONValue.self, from: Data(document.utf8)).array, document)
            let (outcome, elements) = read(document)
            XCTAssertEqual(outcome, .array, document)
            XCTAssertEqual(elements, expected, document)
        }
        let bom = [0xEF, 0xBB, 0xBF] + Array("[\"after a byte-order mark\"]".utf8)
        XCTAssertEqual(read(bom).1, [.string("after a byte-order mark")])
    }

    func testNestedObjectsKeepOnlyTheNamedMembersAndTheElementKeepsAll() {
        let (outcome, elements) = read(
            #"[{"id": 1, "type": "episode", "show": {"title": "T", "slug": "t", "ids": {"trakt": 7, "tmdb": 1}, "x": [{"title": 1}]}}]"#,
            keepingNested: ["title", "ids", "tmdb"])
        XCTAssertEqual(outcome, .array)
        XCTAssertEqual(
            elements,
            [
                .object([
                    "id": .int(1), "type": .string("episode"),
                    "show": .object(["title": .string("T"), "ids": .object(["tmdb": .int(1)])]),
                ])
            ])
    }

    func testAnythingButStrictJSONInUTF8IsRefusedEvenInASkippedMember() {
        let refused = [
            "", "[", "[1e400]", "[1,]", "[1 2]", "[01]", "[1.]", "[.5]", "[-]", "[1e]", "[tru]", "[nul]", "[\"open]",
            "[\"a\tb\"]", #"["\x"]"#, #"["\ud83c"]"#, #"["\udfac"]"#, #"["\u12G4"]"#, "[1] 2", "[{\"a\" 1}]",
            "[{\"a\": 1,}]", "[{1: 2}]", "{\"a\": [}",
            "[" + String(repeating: "[", count: 600) + String(repeating: "]", count: 601),
            #"[{"show": {"slug": [1,]}}]"#, #"[{"show": {"slug": "\q"}}]"#, #"[{"show": {"slug": {"a" 1}}}]"#,
        ]
        for text in refused {
            XCTAssertEqual(read(text, keepingNested: ["title"]).0, .refused, text)
        }
        for bytes: [UInt8] in [
            Array("[\"".utf8) + [0xC3, 0x28] + Array("\"]".utf8), Array("[1".utf8) + [0] + Array("]".utf8),
            Array("[{\"show\": {\"slug\": \"".utf8) + [0xFF] + Array("\"}}]".utf8), [0xEF, 0xBB],
        ] {
            XCTAssertEqual(read(bytes, keepingNested: ["title"]).0, .refused, "\(bytes)")
        }
        XCTAssertEqual(read(#"{"a": [1]}"#).0, .notArray)
        XCTAssertEqual(read("\"text\"").0, .notArray)
    }
}
