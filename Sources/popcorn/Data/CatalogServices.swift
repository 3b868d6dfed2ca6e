import AppEnvironment
import Catalog
import Features
import Foundation
import HTTP
import Logging
import Persistence
import Store
import TMDb

/// The data side of the app, built once per process: repositories over TMDb (or the bundled demo
/// catalog) with the SQLite cache in front, and the user's library.
///
/// Mode: the demo catalog when `--demo` is given or no credential exists (`TMDB_API_TOKEN`, then
/// `TMDB_API_KEY`); TMDb otherwise, at `POPCORN_TMDB_API_URL` when set. Files: the cache in
/// `$XDG_CACHE_HOME/io.github.popcorn.Popcorn/cache.sqlite` (entries separated by source and language),
/// the library in `$XDG_DATA_HOME/io.github.popcorn.Popcorn/library.sqlite` (`library-demo.sqlite` in
/// demo mode, so demo titles never mix with real ones).
struct CatalogServices: Sendable {
    /// Where the catalog comes from.
    enum Source: Sendable, Equatable {
        case demo(directory: String)
        case tmdb(baseURL: String)

        var isDemo: Bool { if case .demo = self { true } else { false } }
    }

    let source: Source
    let language: String
    let dependencies: AppDependencies
    let library: SQLiteLibrary
    let cache: SQLiteCatalogCache

    /// A problem the app should show (a damaged library was recovered, or could not be opened).
    var libraryProblem: CatalogError? { library.openingProblem }

    /// Builds the services for this process. Throws `.configuration` for a refused API URL override.
    /// `language` overrides the locale's (the content language and region preferences).
    static func make(demo: Bool, credential: TMDbCredential? = nil, language: String? = nil,
                     environment: [String: String] = ProcessInfo.processInfo.environment,
                     locations: DataLocations = .current) throws -> CatalogServices {
        let language = language ?? TMDbLanguage.fromEnvironment(environment)
        let credential = credential ?? TMDbCredential.fromEnvironment(environment)
        let source: Source
        let client: TMDbClient
        if demo || credential == nil {
            let directory = locations.demoCatalogDirectory
            source = .demo(directory: directory)
            client = .demo(directory: directory, language: language)
        } else {
            let endpoint = try TMDbEndpoint.fromEnvironment(environment)
            source = .tmdb(baseURL: endpoint.baseURL)
            let http = HTTPClient(configuration: HTTPClientConfiguration(
                userAgent: HTTPClientConfiguration.userAgent(version: AppIdentity.version),
                urlPolicy: endpoint.urlPolicy,
                log: { Log.debug($0) }))
            client = TMDbClient(transport: HTTPTMDbTransport(baseURL: endpoint.baseURL, client: http),
                                credential: credential, language: language,
                                images: .fromEnvironment(environment))
        }
        let log: @Sendable (String) -> Void = { Log.warning($0) }
        let namespace: String
        switch source {
        case .demo: namespace = "demo \(language)"
        case .tmdb(let baseURL): namespace = "\(baseURL) \(language)"
        }
        let cache = SQLiteCatalogCache(path: SQLiteCatalogCache.defaultPath(environment: environment),
                                       namespace: namespace, log: log)
        let library = SQLiteLibrary(
            path: SQLiteLibrary.defaultPath(environment: environment,
                                            fileName: source.isDemo ? "library-demo.sqlite" : "library.sqlite"),
            log: log)
        let repository = CachingCatalogRepository(remote: client, cache: cache, log: log)
        let dependencies = AppDependencies(
            movies: repository, series: repository, seasons: repository, episodes: repository,
            people: repository, explore: repository, search: client, recentSearches: library, watchlist: library)
        return CatalogServices(source: source, language: language, dependencies: dependencies, library: library,
                               cache: cache)
    }
}
