import Catalog
import Foundation
import Observability
import Store

/// Helpers of the `popcorn dump` encoders: run a page's reducer until it settles, describe a ``ViewState``.
@MainActor
public enum PageDump {
    /// Sends `actions` to a store of `reducer`, then waits until `isSettled` holds (and, unless
    /// `ignoringEffects`, no effect runs); returns the final state.
    public static func settle<R: Reducer>(
        _ reducer: R, _ state: R.State, _ actions: [R.Action],
        ignoringEffects: Bool = false,
        until isSettled: (R.State) -> Bool
    ) async -> R.State {
        let store = Store(initialState: state, reducer: reducer)
        for action in actions { store.send(action) }
        while !isSettled(store.state) || (!ignoringEffects && store.runningEffectCount > 0) {
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        return store.state
    }

    /// Whether a load has finished (ready, empty or failed).
    public static func isSettled<Content>(_ state: ViewState<Content>) -> Bool {
        switch state {
        case .initial, .loading: false
        case .ready, .empty, .error: true
        }
    }

    /// `status`, `isStale`, then `content` when ready or `error` when failed.
    public static func describe<Content>(
        _ state: ViewState<Content>,
        _ content: (Content) -> [(String, DumpJSON)]
    ) -> [(String, DumpJSON)] {
        switch state {
        case .ready(let value, let isStale):
            [("status", .string("ready")), ("isStale", .bool(isStale))] + content(value)
        case .empty:
            [("status", .string("empty")), ("isStale", .bool(false))]
        case .error(let info):
            failure(.error(info))
        case .initial, .loading:
            failure(.object([("kind", .string("unknown")), ("message", .string("did not settle"))]))
        }
    }

    /// The members of a page that failed: `status` "error", `isStale` (false: nothing is shown) and `error`
    /// (``DumpJSON/error(_:)``), as every dump has `status` and `isStale`.
    public static func failure(_ error: DumpJSON) -> [(String, DumpJSON)] {
        [("status", .string("error")), ("isStale", .bool(false)), ("error", error)]
    }

    /// The dump of a details page: loads it for `route` and describes it.
    public static func details<Page: DetailsPage>(
        _ page: Page.Type, route: Route,
        dependencies: AppDependencies
    ) async -> [(String, DumpJSON)] {
        // The page's own work may follow the library for as long as the page lives: wait for its first result.
        // When traced, also for every span of the load to end (what the page shows around its content, e.g. a
        // season's series, loads after it), so the whole trace is written before the process ends.
        let state = await settle(
            DetailsFeature<Page>(dependencies: dependencies), DetailsState<Page>(route: route),
            [.fetch], ignoringEffects: true
        ) {
            isSettled($0.content) && Page.isOwnSettled($0.own) && OpenSpans.count == 0
        }
        var members = describe(state.content) { Page.dumpMembers($0, own: state.own) }
        if let content = state.content.content, Page.isEmpty(content) { members[0] = ("status", .string("empty")) }
        return members
    }
}

extension DumpJSON {
    /// `{"kind", "message", "isRetryable"}`.
    public static func error(_ info: ErrorInfo) -> DumpJSON {
        .object([
            ("kind", .string(info.kind ?? "unknown")), ("message", .string(info.message)),
            ("isRetryable", .bool(info.isRetryable)),
        ])
    }

    /// "2026-11-23T20:30:00Z": a time (seconds since 1970) in ISO 8601, UTC.
    public static func iso8601(_ seconds: Double) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: seconds))
    }

    /// "2019-05-04", or null.
    static func date(_ date: CalendarDate?) -> DumpJSON { .optional(date?.description) }

    /// `{"kind", "id", "title", "year"}` of a list item.
    static func item(_ item: MediaItem) -> DumpJSON {
        .object([
            ("kind", .string(item.kind.rawValue)), ("id", .int(item.tmdbID)), ("title", .string(item.title)),
            ("year", .optional(item.year)),
        ])
    }

    /// `[{"id", "name", "character"}]`.
    static func cast(_ cast: [CastMember]) -> DumpJSON {
        .array(
            cast.map {
                .object([("id", .int($0.id)), ("name", .string($0.name)), ("character", .optional($0.character))])
            })
    }
}
