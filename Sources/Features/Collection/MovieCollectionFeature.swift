import Catalog
import Store
import TMDb

/// A collection's page (`collection/ID`): its name, images and overview, and its movies in release order
/// with their watched marks, which follow the library; "Mark All Watched" gives each released movie
/// without a play one (a toast with Undo).
public enum MovieCollectionFeature: DetailsPage {
    public static let pattern = RoutePattern("collection/{collection}", details: Self.self)

    /// The collection page's own actions.
    public enum OwnAction: Equatable, Sendable {
        /// The library's watched movies, now and after every change.
        case watchedMoviesChanged(Set<Int>)
        /// The user opened one of the movies.
        case partSelected(movieID: Int)
        /// Give every released movie of the collection without a play one.
        case markAllWatched
        /// "Mark All Watched" saved these plays.
        case marked([Play])
        case markFailed(CatalogError)
        /// The toast's Undo: remove the plays "Mark All Watched" added.
        case undo([Play])
        case toastShown
        case errorShown
    }

    public static func webLink(for route: Route) -> String? { Route.tmdbWebURL(path: route.description) }

    /// The movies' watched marks come from the library.
    public static func readsLibrary(_ route: Route) -> Bool { true }

    public static func initialOwn(for route: Route) -> MovieCollectionMarks { MovieCollectionMarks() }

    public nonisolated(nonsending) static func load(_ route: Route, from dependencies: AppDependencies) async throws
        -> Fetched<MovieCollection>
    {
        try await dependencies.catalog.read(MovieCollectionResource(id: route.numbers[0]))
    }

    /// Follows the library's plays for as long as the page lives.
    public static func onFirstFetch(_ route: Route, dependencies: AppDependencies) -> Effect<OwnAction> {
        let tracking = dependencies.tracking
        return .run { send in
            for await snapshot in tracking.trackingChanges() {
                await send(.watchedMoviesChanged(LibraryMarksFeature.watchedMovies(snapshot)))
            }
        }
    }

    public static func reduce(
        _ own: inout MovieCollectionMarks, action: OwnAction, route: Route,
        dependencies: AppDependencies
    ) -> Effect<Action> {
        switch action {
        case .watchedMoviesChanged(let ids):
            own.watchedMovies = ids
            return .none
        case .partSelected(let movieID):
            return .send(.navigate(.movie(id: movieID)))
        case .markAllWatched:
            own.error = nil
            return .run { send in
                let collection = try await load(route, from: dependencies).value
                let released = collection.releasedParts(by: dependencies.today())
                let plays = try await dependencies.tracking.addFirstPlays(
                    released.map { .movie(id: $0.id) },
                    watchedAt: nil)
                await send(.own(.marked(plays)))
            } catch: { error, send in
                await send(.own(.markFailed(CatalogError(error))))
            }
        case .marked(let plays):
            own.show(plays)
            return .none
        case .markFailed(let error):
            own.failed(error)
            return .none
        case .undo(let plays):
            own.error = nil
            return .run { _ in
                try await dependencies.tracking.removePlays(plays.map(\.id))
            } catch: { error, send in
                await send(.own(.markFailed(CatalogError(error))))
            }
        case .toastShown:
            own.toast = nil
            return .none
        case .errorShown:
            own.error = nil
            return .none
        }
    }

    /// Loaded once the library was read.
    public static func isOwnSettled(_ own: MovieCollectionMarks) -> Bool { own.watchedMovies != nil }

    public static func title(of collection: MovieCollection) -> String { collection.name }

    public static func dumpMembers(_ collection: MovieCollection, own: MovieCollectionMarks) -> [(String, DumpJSON)] {
        let parts = collection.partsInReleaseOrder.map { part($0, isWatched: own.isWatched($0.id)) }
        return [
            ("id", .int(collection.id)), ("name", .string(collection.name)),
            ("overview", .optional(collection.overview)), ("posterURL", .optional(collection.poster?.detail)),
            ("backdropURL", .optional(collection.backdrop?.full)), ("parts", .array(parts)),
        ]
    }

    /// `{"kind", "id", "title", "year", "releaseDate", "watched"}` of a movie of the collection.
    private static func part(_ movie: MovieSummary, isWatched: Bool) -> DumpJSON {
        .object([
            ("kind", .string(MediaKind.movie.rawValue)), ("id", .int(movie.id)), ("title", .string(movie.title)),
            ("year", .optional(movie.releaseDate?.year)), ("releaseDate", .date(movie.releaseDate)),
            ("watched", .bool(isWatched)),
        ])
    }
}

extension Route {
    /// `collection/ID`.
    public static func movieCollection(id: Int) -> Route { Route(MovieCollectionFeature.pattern, [id]) }
}
