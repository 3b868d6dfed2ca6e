import AppEnvironment
import Catalog
import Features
import Foundation
import HTTP
import ICalendar
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
/// demo mode, so demo titles never mix with real ones). Today's date: the local one, or `POPCORN_TODAY`.
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
    /// The TMDb API (or the demo catalog), for what is not cached: signing in and the account's sync.
    let client: TMDbClient
    /// Finds the titles of imported files (cache-first).
    let lookups: any TitleLookupRepository
    /// The streaming services of the region (Preferences' "My Services").
    let streamingServices: @Sendable () async throws -> [WatchProviders.Provider]
    /// Fetches TMDb's image configuration when the saved one is missing or older than 24 hours, saves it and
    /// builds image URLs from it; nil when there is nothing to fetch (the demo catalog, a loopback image
    /// server, a fresh saved configuration). The window runs it; command-line tools use what is saved.
    var refreshImageConfiguration: (@Sendable () async -> Void)?

    /// Builds the services for this process. Throws `.configuration` for a refused API URL override, a
    /// credential holding control characters or a malformed `POPCORN_TODAY`.
    /// `language` overrides the locale's (the content language and region preferences).
    static func make(demo: Bool, credential: TMDbCredential? = nil, language: String? = nil,
                     environment: [String: String] = ProcessInfo.processInfo.environment,
                     locations: DataLocations = .current) throws -> CatalogServices {
        let credential = credential ?? TMDbCredential.fromEnvironment(environment)
        let language = language ?? TMDbLanguage.fromEnvironment(environment)
        let today = try LocalToday.provider(environment: environment)
        guard !demo, let credential else {
            return assembleDemo(language: language, today: today, environment: environment, locations: locations)
        }
        try credential.validate()
        let endpoint = try TMDbEndpoint.fromEnvironment(environment)
        let http = AppHTTP.apiClient(for: endpoint)
        let (images, needsFetch) = imageConfiguration(environment: environment)
        let client = TMDbClient(transport: HTTPTMDbTransport(baseURL: endpoint.baseURL, client: http),
                                credential: credential, language: language, images: images)
        var services = assemble(source: .tmdb(baseURL: endpoint.baseURL), client: client, language: language,
                                today: today, environment: environment)
        if needsFetch {
            let file = TMDbImageConfigurationFile(path: UserFolders(environment: environment).imageConfiguration)
            services.refreshImageConfiguration = {
                do {
                    let fetched = try await client.imageConfiguration()
                    client.useImages(fetched)
                    try file.save(fetched)
                } catch {
                    Log.warning("TMDb's image configuration could not be fetched or saved: \(CatalogError(error).userMessage)")
                }
            }
        }
        return services
    }

    /// The images of a TMDb catalog: a loopback test server when `POPCORN_TMDB_IMAGE_URL` names one; else the
    /// configuration TMDb announced, as saved (TMDb's documented default before the first fetch), and
    /// whether it must be fetched (none saved, or saved 24 hours ago or more).
    static func imageConfiguration(environment: [String: String]) -> (TMDbImageConfiguration, needsFetch: Bool) {
        let override = TMDbImageConfiguration.fromEnvironment(environment)
        guard override == .tmdb else { return (override, false) }
        let file = TMDbImageConfigurationFile(path: UserFolders(environment: environment).imageConfiguration)
        guard let saved = file.load() else { return (.tmdb, true) }
        return (saved.configuration, TMDbImageConfigurationFile.isExpired(fetchedAt: saved.fetchedAt))
    }

    /// The services over the bundled demo catalog (no credential or network needed); today as `POPCORN_TODAY` sets it, else the local date.
    static func demo(language: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
                     locations: DataLocations = .current) -> CatalogServices {
        return assembleDemo(language: language ?? TMDbLanguage.fromEnvironment(environment),
                            today: LocalToday.lenientProvider(environment: environment),
                            environment: environment, locations: locations)
    }

    private static func assembleDemo(language: String, today: @escaping @Sendable () -> CalendarDate,
                                     environment: [String: String], locations: DataLocations) -> CatalogServices {
        let directory = locations.demoCatalogDirectory
        return assemble(source: .demo(directory: directory), client: .demo(directory: directory, language: language),
                        language: language, today: today, environment: environment)
    }

    private static func assemble(source: Source, client: TMDbClient, language: String,
                                 today: @escaping @Sendable () -> CalendarDate,
                                 environment: [String: String]) -> CatalogServices {
        let namespace: String
        switch source {
        case .demo: namespace = "demo \(language)"
        case .tmdb(let baseURL): namespace = "\(HTTPRequest.redact(baseURL)) \(language)"
        }
        let cache = SQLiteCatalogCache(path: SQLiteCatalogCache.defaultPath(environment: environment),
                                       namespace: namespace)
        let library = SQLiteLibrary(path: libraryPath(demo: source.isDemo, environment: environment))
        let repository = CachingCatalogRepository(remote: client, cache: cache)
        let dependencies = AppDependencies(
            catalog: repository, search: client, recentSearches: library, watchlist: library,
            tracking: library, follows: library, calendarFiles: ICalendarWriter(), today: today)
        return CatalogServices(source: source, language: language, dependencies: dependencies, library: library,
                               cache: cache, client: client, lookups: CatalogTitleLookups(catalog: repository),
                               streamingServices: { try await client.streamingServices() })
    }

    /// The library file: `library.sqlite`, or `library-demo.sqlite` for the demo catalog.
    static func libraryPath(demo: Bool, environment: [String: String]) -> String {
        SQLiteLibrary.defaultPath(environment: environment, fileName: demo ? "library-demo.sqlite" : "library.sqlite")
    }
}
