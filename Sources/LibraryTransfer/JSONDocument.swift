import Catalog
import Foundation
import Localization

/// A JSON file read into plain values with Foundation's decoder (numbers exactly as written); a syntax
/// error names its line.
enum JSONDocument {
    /// The top-level value of `file`.
    static func parse(_ file: TextFile) throws(ImportFileError) -> JSONValue {
        let data = Data(file.text.utf8)
        if let value = try? JSONDecoder().decode(JSONValue.self, from: data) { return value }
        // Foundation's parser says where the syntax breaks ("around character 120", or the end of the file).
        var description = tr("unknown error")
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            description = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        }
        throw ImportFileError(
            file: file.name, line: line(of: description, in: file),
            reason: tr("this is not valid JSON (it may be cut short).") + " (\(description))")
    }

    /// The line Foundation's message points at, or the last line.
    private static func line(of description: String, in file: TextFile) -> Int {
        guard let range = description.range(of: "character "),
            let offset = Int(description[range.upperBound...].prefix(while: \.isNumber))
        else { return file.lineCount }
        return file.line(atByte: offset)
    }
}

extension JSONValue {
    /// A whole number in Int32's range (TMDb ids, ratings, numbers of seasons), or nil.
    var smallInt: Int? {
        switch self {
        case .int(let value) where abs(value) < 2_147_483_648: value
        case .double(let value) where value.rounded() == value && abs(value) < 2_147_483_648: Int(value)
        default: nil
        }
    }

    /// A finite number, or nil.
    var finiteNumber: Double? {
        guard let value = number, value.isFinite else { return nil }
        return value
    }

    var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }
}
