import Foundation

// `popcorn-bench <benchmark> [options]`: the in-process benchmarks of `make bench` (Benchmarks/bench.py
// runs them and prints the figures). Each prints one JSON object on stdout with its raw samples.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let benchmark = BenchmarkRegistry.all[name] else {
    let names = BenchmarkRegistry.all.keys.sorted().joined(separator: " | ")
    FileHandle.standardError.write(Data("usage: popcorn-bench \(names) [options]\n".utf8))
    exit(2)
}
let options = BenchOptions(Array(arguments.dropFirst()))
print(await benchmark(options).json)
exit(0)
