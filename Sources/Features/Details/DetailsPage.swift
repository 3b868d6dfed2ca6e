import Catalog
import Store

/// A details page of the route table, pushed on a navigation stack (movie, series, season, episode, person,
/// …): its route pattern and route facts (``RoutablePage``), how its content loads, the state and actions
/// that are its own, its title and its `popcorn dump` members.
///
/// The loading itself — cache-first, stale when offline, error, retry, refresh — is ``DetailsFeature``'s,
/// the same for every page. See docs/adding-a-page.md.
public protocol DetailsPage: RoutablePage, Sendable {
    /// What the page loads (e.g. ``Movie``).
    associatedtype Content: Equatable & Sendable
    /// State that is the page's own besides the content (e.g. the watchlist toggle).
    associatedtype Own: Equatable & Sendable = NoOwnState
    /// Actions that are the page's own (e.g. toggling the watchlist).
    associatedtype OwnAction: Equatable & Sendable = Never

    /// The page's own state when it opens for `route`.
    static func initialOwn(for route: Route) -> Own

    /// Loads the content for `route` through the repositories (cache-first). A `nonisolated(nonsending)`
    /// implementation runs on the main actor with the load effect, so a warm load (a cache read) is ready
    /// in the same main-loop turn; a plain `async` one runs on the global executor.
    nonisolated(nonsending) static func load(_ route: Route, from dependencies: AppDependencies) async throws
        -> Fetched<Content>

    /// Loads like ``load(_:from:)``, sending the page's own actions while loading (e.g. how far a long load
    /// is); ``DetailsFeature`` loads through it. By default, the plain load.
    nonisolated(nonsending) static func load(
        _ route: Route, from dependencies: AppDependencies, sending send: Send<OwnAction>
    ) async throws -> Fetched<Content>

    /// Work started with the first load besides the content (e.g. reading the watchlist status).
    static func onFirstFetch(_ route: Route, dependencies: AppDependencies) -> Effect<OwnAction>

    /// Whether a load of the content, started with the page's own state `own`, goes on to
    /// ``loadAfterContent(_:dependencies:)`` (e.g. while what the page shows around its content is unknown).
    static func loadsAfterContent(_ own: Own) -> Bool

    /// What the page shows around its content (e.g. the series of an episode), loaded in the content's load
    /// effect once the content is ready, so it never delays the content and costs no effect of its own;
    /// nil sends nothing. Runs on the main actor like ``load(_:from:)``.
    nonisolated(nonsending) static func loadAfterContent(_ route: Route, dependencies: AppDependencies) async
        -> OwnAction?

    /// Applies one of the page's own actions.
    static func reduce(
        _ own: inout Own, action: OwnAction, route: Route,
        dependencies: AppDependencies
    ) -> Effect<DetailsAction<Self>>

    /// Whether the page's own first work is done (e.g. the library was read), for `popcorn dump`.
    static func isOwnSettled(_ own: Own) -> Bool

    /// Whether the loaded content has nothing to show (`popcorn dump` says "empty"; the page shows its
    /// empty state).
    static func isEmpty(_ content: Content) -> Bool

    /// The header bar title of the loaded page.
    static func title(of content: Content) -> String

    /// The header bar title of the loaded page with its own state (``title(of:)`` unless a page says more).
    static func title(of content: Content, own: Own) -> String

    /// The `popcorn dump` members describing the loaded page (after `route`, `status` and `isStale`).
    static func dumpMembers(_ content: Content, own: Own) -> [(String, DumpJSON)]
}

/// The own state of a page that has none.
public struct NoOwnState: Equatable, Sendable {
    public init() {}
}

extension DetailsPage {
    /// The page's state and actions, e.g. `MovieDetailsFeature.State`.
    public typealias State = DetailsState<Self>
    public typealias Action = DetailsAction<Self>

    public nonisolated(nonsending) static func load(
        _ route: Route, from dependencies: AppDependencies, sending send: Send<OwnAction>
    ) async throws -> Fetched<Content> {
        try await load(route, from: dependencies)
    }

    public static func onFirstFetch(_ route: Route, dependencies: AppDependencies) -> Effect<OwnAction> { .none }

    public static func loadsAfterContent(_ own: Own) -> Bool { false }

    public nonisolated(nonsending) static func loadAfterContent(_ route: Route, dependencies: AppDependencies) async
        -> OwnAction?
    { nil }

    public static func isOwnSettled(_ own: Own) -> Bool { true }

    public static func isEmpty(_ content: Content) -> Bool { false }

    public static func title(of content: Content, own: Own) -> String { title(of: content) }

    /// Loads the page for `route` and describes it (``PageDump/details(_:route:dependencies:)``).
    @MainActor
    public static func dump(_ route: Route, dependencies: AppDependencies) async -> [(String, DumpJSON)] {
        await PageDump.details(Self.self, route: route, dependencies: dependencies)
    }
}

extension DetailsPage where Own == NoOwnState {
    public static func initialOwn(for route: Route) -> Own { NoOwnState() }
}

extension DetailsPage where OwnAction == Never {
    public static func reduce(
        _ own: inout Own, action: Never, route: Route,
        dependencies: AppDependencies
    ) -> Effect<DetailsAction<Self>> {}
}
