import Catalog
import Features
import Foundation
import Images
import TMDb

/// The fuzz targets of `make fuzz` (docs/fuzzing.md), chosen by `POPCORN_FUZZ_TARGET`. Each one feeds
/// the input to a parser of outside data and checks what must hold whatever the input; a violated check
/// or a trap is a crash libFuzzer reports.
enum FuzzTarget: String, CaseIterable {
    /// Every TMDb details and list response, decoded into domain models through the real client.
    case tmdb
    /// The route parser (the command line's ROUTE and the app's `app.open-route`).
    case route
    /// The image header check run before any image is decoded, then the decoder.
    case image
    /// Popcorn's backup reader (`popcorn import FILE`).
    case backup
    /// The Trakt export reader.
    case trakt
    /// The Letterboxd and IMDb CSV readers.
    case csv
    /// The account lists as account sync reads them, ratings and times converted.
    case accountList = "account-list"
    /// The answer to an account sync write: agreed or not.
    case syncWriteAnswer = "sync-write-answer"

    /// The target named by `POPCORN_FUZZ_TARGET`; stops the process when it names none.
    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["POPCORN_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("POPCORN_FUZZ_TARGET must be one of: \(names)\n".utf8))
            exit(2)
        }
        return target
    }()

    /// Runs the target on one input.
    func run(_ data: Data) {
        switch self {
        case .tmdb: TMDbResponses.decodeAll(data)
        case .route: RouteText.parse(data)
        case .image: ImageBytes.check(data)
        case .backup: ImportFiles.backup(data)
        case .trakt: ImportFiles.trakt(data)
        case .csv: ImportFiles.csv(data)
        case .accountList: AccountAnswers.list(data)
        case .syncWriteAnswer: AccountAnswers.writeAnswer(data)
        }
    }
}

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    FuzzTarget.selected.run(Data(bytes: bytes, count: count))
    return 0
}
