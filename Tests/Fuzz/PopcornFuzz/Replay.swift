import Foundation

/// The entry point of the build without libFuzzer (`swift build`; the fuzzer build links libFuzzer's own
/// `main`, which calls ``fuzzOneInput(_:_:)``): `POPCORN_FUZZ_TARGET=T popcorn-fuzz PATH…` runs the target
/// once on each file, or each file in each folder, e.g. a crash input saved by `make fuzz`.
@_cdecl("popcorn_fuzz_main")
public func replay(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    let target = FuzzTarget.selected
    var count = 0
    for index in 1..<Int(argc) {
        guard let argument = argv[index] else { continue }
        let path = String(cString: argument)
        let files =
            (try? FileManager.default.contentsOfDirectory(atPath: path))?.sorted().map { path + "/" + $0 }
            ?? [path]
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            target.run(data)
            count += 1
        }
    }
    print("\(target.rawValue): \(count) inputs, no crash")
    return 0
}
