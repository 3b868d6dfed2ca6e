import Catalog
import Features
import Foundation
import Persistence
import Store
import TMDb

#if canImport(ICalendar)
import ICalendar
#endif
#if canImport(PopcornTracing)
import Observability
import PopcornTracing
import Tracing
#endif

// `popcorn-bench-tracing --demo DIR --folder DIR [--count N] [--trace FILE]`: figure 9 of `make bench`.
// The warm episode route as the app loads it — a details store sends `.fetch`, the effect reads the episode
// through the cache-first repository from the SQLite cache (filled once from the demo catalog), the state
// becomes ready. Once warm it prints `ready`; then, for every line on stdin, it loads the page `count`
// times in a row and prints the nanoseconds per load (with `--trace`, writing the spans included) on a
// line. At the end of stdin it prints one JSON object, `{"spans_ns": …, "traced": …}`, and exits.
//
// Benchmarks/bench.py builds this file twice, in this tree (tracing instrumented; a tracer only with
// `--trace`) and in the sources of the commit before tracing (so it must compile against both), runs the
// builds side by side and has them take turns, so that the same code measures every side under the same
// load of the machine.

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst(), name.hasPrefix("--"), let value = arguments.popFirst() {
    options[String(name.dropFirst(2))] = value
}
guard let demo = options["demo"], let folder = options["folder"] else {
    FileHandle.standardError.write(
        Data("usage: popcorn-bench-tracing --demo DIR --folder DIR [--count N] [--trace FILE]\n".utf8))
    exit(2)
}
let count = options["count"].flatMap(Int.init) ?? 500

/// Waits until the spans of the loads so far are written (nothing without a tracer).
var flushSpans: @MainActor () async -> Void = {}
var traced = false
#if canImport(PopcornTracing)
if let path = options["trace"] {
    let tracer = PopcornTracer(exporter: try TraceFileExporter(path: path))
    InstrumentationSystem.bootstrap(tracer)
    flushSpans = { await tracer.exporter.flush() }
    traced = true
}
#endif

let cache = SQLiteCatalogCache(path: folder + "/cache.sqlite", namespace: "bench")
let client = TMDbClient.demo(directory: demo)
let repository = CachingCatalogRepository(remote: client, cache: cache)
let library = SQLiteLibrary(path: folder + "/library.sqlite")
#if canImport(PopcornTracing)
// This tree: the pages read through the one catalog reader.
let dependencies = AppDependencies(
    catalog: repository, search: client, recentSearches: library,
    watchlist: library, tracking: library, follows: library, lists: library,
    calendarFiles: ICalendarWriter(),
    today: { CalendarDate(year: 2026, month: 1, day: 1) })
#elseif canImport(ICalendar)
let dependencies = AppDependencies(
    movies: repository, series: repository, seasons: repository, episodes: repository,
    people: repository, explore: repository, search: client, recentSearches: library,
    watchlist: library, tracking: library, follows: library,
    calendarFiles: ICalendarWriter(),
    today: { CalendarDate(year: 2026, month: 1, day: 1) })
#else
let dependencies = AppDependencies(
    movies: repository, series: repository, seasons: repository, episodes: repository,
    people: repository, explore: repository, search: client, recentSearches: library,
    watchlist: library, tracking: library,
    today: { CalendarDate(year: 2026, month: 1, day: 1) })
#endif
let route = Route.tvEpisode(seriesID: 1, season: 1, episode: 1)

/// One load of the episode page: a new store, `.fetch`, until the content is ready.
@MainActor
func loadEpisode() async {
    let store = Store(
        initialState: DetailsState<TVEpisodeDetailsFeature>(route: route),
        reducer: DetailsFeature<TVEpisodeDetailsFeature>(dependencies: dependencies))
    var observation: StoreObservation?
    await withCheckedContinuation { (ready: CheckedContinuation<Void, Never>) in
        observation = store.observe({ $0.content.content != nil }, initial: false) { loaded in
            if loaded { ready.resume() }
        }
        store.send(.fetch)
    }
    observation?.cancel()
}

#if canImport(PopcornTracing)
/// The tracing calls a warm episode load makes (DetailsFeature's and the repository's spans and attributes).
@MainActor
func spansOfAWarmLoad() async {
    await withSpanIfTracing("load \(route)") { span in
        span?.attributes["popcorn.page"] = route.pattern.description
        let isStale = await withSpanIfTracing("repository tvEpisode") { span in
            span?.updateAttributes {
                $0["popcorn.cache.resource"] = "tvEpisode"
                $0["popcorn.cache.key"] = "1-1-1"
            }
            await nothing()
            span?.attributes["cache.hit"] = true
            return false
        }
        span?.attributes["popcorn.stale"] = isStale
    }
}

/// Stands in for the repository's work (async, no suspension).
@MainActor
func nothing() async {}
#endif

/// Writes `line` to stdout at once (the driver waits for it).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Nanoseconds of `clock`.
func nanoseconds(_ clock: clockid_t) -> UInt64 {
    var time = timespec()
    clock_gettime(clock, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

// The first load fills the cache from the demo catalog; the next ones warm up.
for _ in 0..<max(200, count) { await loadEpisode() }
await flushSpans()
say("ready")
while readLine() != nil {
    let start = nanoseconds(CLOCK_MONOTONIC)
    for _ in 0..<count { await loadEpisode() }
    await flushSpans()
    say(String((nanoseconds(CLOCK_MONOTONIC) - start) / UInt64(count)))
}
var result: [String: Any] = ["traced": traced]
#if canImport(PopcornTracing)
if !traced {
    // The spans of one warm load (page load, repository read) by themselves, with no tracer: what the
    // instrumentation adds to each load above. The fastest of a few runs.
    var fastest = UInt64.max
    for _ in 0..<5 {
        let start = nanoseconds(CLOCK_MONOTONIC)
        for _ in 0..<count * 20 { await spansOfAWarmLoad() }
        fastest = min(fastest, (nanoseconds(CLOCK_MONOTONIC) - start) / UInt64(count * 20))
    }
    result["spans_ns"] = fastest
}
#endif
let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
say(String(decoding: json, as: UTF8.self))
exit(0)
