import AppEnvironment
import Catalog
import Features
import Foundation
import GnomeIntegration
import HTTP
import ICalendar
import Logging
import Persistence
import Store
import TMDb

/// The data side of the app: repositories over TMDb (or the bundled demo catalog) with the SQLite cache in
/// front, and the user's library. This is the one composition root of the services: the window
/// (``openForWindow(demo:settings:tokenStore:environment:)``), every command (``CommandRunner``) and the
/// preferences' token check (``tokenValidator(environment:)``) build them here and nowhere else.
///
/// Mode: the demo catalog when `--demo` is given or no credential exists (`TMDB_API_TOKEN`, then
/// `TMDB_API_KEY`, then the token saved in Preferences); TMDb otherwise, at `POPCORN_TMDB_API_URL` when set.
/// Files: the cache in `$XDG_CACHE_HOME/io.github.popcorn.Popcorn/cache.sqlite` (entries separated by source
/// and language), the library in `$XDG_DATA_HOME/io.github.popcorn.Popcorn/library.sqlite`
/// (`library-demo.sqlite` in demo mode, so demo titles never mix with real ones). Today's date: the local
/// one, or `POPCORN_TODAY`.
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
    /// The recent searches the screens use, gated by "Remember Searches" (Preferences' "Clear Search
    /// History" clears them).
    let recentSearches: GatedRecentSearches
    /// The TMDb API (or the demo catalog), for what is not cached: signing in and the account's sync.
    let client: TMDbClient
    /// Finds the titles of imported files (cache-first).
    let lookups: any TitleLookupRepository
    /// The streaming services of the region (Preferences' "My Services").
    let streamingServices: @Sendable () async throws -> [WatchProviders.Provider]
    /// The account's sign-in for the first read of its recommendations (``readAccountSignInAhead()``).
    let accountSignInAhead: AccountSignInAhead
    /// Fetches TMDb's image configuration when the saved one is missing or older than 24 hours, saves it and
    /// builds image URLs from it; nil when there is nothing to fetch (the demo catalog, a loopback image
    /// server, a fresh saved configuration). The window runs it; command-line tools use what is saved.
    var refreshImageConfiguration: (@Sendable () async -> Void)?

    /// The services for this user: the credential (`credential`, else the environment's, else the token
    /// saved in `tokenStore`), the content language and region of `settings` (else the locale's) and its
    /// "Remember Searches" (without `settings`, searches are remembered). Throws `.configuration` for a
    /// refused API URL override, a credential holding control characters or a malformed `POPCORN_TODAY`.
    /// `checksLibraryLater`: the library is opened without reading it through (see
    /// `SQLiteLibrary.checkIntegrity()`, which the caller then runs).
    @MainActor
    static func make(
        demo: Bool, settings: AppSettings? = nil, tokenStore: TokenStore = TokenStore(),
        credential: TMDbCredential? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        locations: DataLocations = .current, checksLibraryLater: Bool = false
    ) throws -> CatalogServices {
        let credential = credential ?? CredentialSource.current(environment: environment, tokenStore: tokenStore)
        let language = settings?.tmdbLanguage(environment: environment) ?? TMDbLanguage.fromEnvironment(environment)
        let today = try LocalToday.provider(environment: environment)
        guard !demo, let credential else {
            return assembleDemo(
                language: language, today: today, settings: settings, environment: environment,
                locations: locations, checksLibraryLater: checksLibraryLater)
        }
        try credential.validate()
        let endpoint = try TMDbEndpoint.fromEnvironment(environment)
        let http = AppHTTP.apiClient(for: endpoint)
        let (images, needsFetch) = imageConfiguration(environment: environment)
        let client = TMDbClient(
            transport: HTTPTMDbTransport(baseURL: endpoint.baseURL, client: http),
            credential: credential, language: language, images: images)
        var services = assemble(
            source: .tmdb(baseURL: endpoint.baseURL), client: client, language: language,
            today: today, settings: settings, environment: environment, checksLibraryLater: checksLibraryLater)
        if needsFetch {
            let file = TMDbImageConfigurationFile(path: UserFolders(environment: environment).imageConfiguration)
            services.refreshImageConfiguration = {
                do {
                    let fetched = try await client.imageConfiguration()
                    client.useImages(fetched)
                    try file.save(fetched)
                } catch {
                    Log.warning(
                        "TMDb's image configuration could not be fetched or saved: \(CatalogError(error).userMessage)")
                }
            }
        }
        return services
    }

    /// The services of the window, which always opens: a refused `POPCORN_TMDB_API_URL` or credential falls
    /// back to the demo catalog, a malformed `POPCORN_TODAY` to the local date; `message` is what to tell the
    /// user at start (those problems, a recovered or unusable library). The library is opened without reading
    /// it through, off the window's start: the caller runs `SQLiteLibrary.checkIntegrity()` a moment later.
    @MainActor
    static func openForWindow(
        demo: Bool, settings: AppSettings, tokenStore: TokenStore,
        environment: [String: String] = ProcessInfo.processInfo.environment
    )
        -> (services: CatalogServices, message: String?)
    {
        var environment = environment
        var todayProblem: CatalogError?
        do {
            _ = try LocalToday.provider(environment: environment)
        } catch {
            todayProblem = CatalogError(error)
            Log.warning(CatalogError(error).userMessage)
            environment[LocalToday.variable] = nil
        }
        do {
            let services = try make(
                demo: demo, settings: settings, tokenStore: tokenStore, environment: environment,
                checksLibraryLater: true)
            return (services, todayProblem?.userMessage ?? services.library.openingMessage)
        } catch {
            let problem = CatalogError(error)
            Log.warning("TMDb cannot be used (\(problem.userMessage)); showing the demo catalog")
            let demo = assembleDemo(
                language: settings.tmdbLanguage(environment: environment),
                today: LocalToday.lenientProvider(environment: environment), settings: settings,
                environment: environment, locations: .current, checksLibraryLater: true)
            return (demo, problem.userMessage)
        }
    }

    /// The token check of the preferences against `/configuration` (at `POPCORN_TMDB_API_URL` or TMDb's), over
    /// libcurl; nil when the endpoint is refused.
    static func tokenValidator(environment: [String: String]) -> TokenValidator? {
        guard let endpoint = try? TMDbEndpoint.fromEnvironment(environment) else { return nil }
        let transport = HTTPTMDbTransport(
            baseURL: endpoint.baseURL, client: AppHTTP.apiClient(for: endpoint),
            timeout: .seconds(15))
        return TokenValidator { credential in
            TMDbClient(transport: transport, credential: credential, retry: RetryPolicy(maxAttempts: 1))
        }
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

    @MainActor
    private static func assembleDemo(
        language: String, today: @escaping @Sendable () -> CalendarDate,
        settings: AppSettings?, environment: [String: String],
        locations: DataLocations, checksLibraryLater: Bool
    ) -> CatalogServices {
        let directory = locations.demoCatalogDirectory
        return assemble(
            source: .demo(directory: directory), client: .demo(directory: directory, language: language),
            language: language, today: today, settings: settings, environment: environment,
            checksLibraryLater: checksLibraryLater)
    }

    @MainActor
    private static func assemble(
        source: Source, client: TMDbClient, language: String,
        today: @escaping @Sendable () -> CalendarDate, settings: AppSettings?,
        environment: [String: String], checksLibraryLater: Bool
    ) -> CatalogServices {
        let namespace: String
        switch source {
        case .demo: namespace = "demo \(language)"
        case .tmdb(let baseURL): namespace = "\(HTTPRequest.redact(baseURL)) \(language)"
        }
        let cache = SQLiteCatalogCache(
            path: SQLiteCatalogCache.defaultPath(environment: environment),
            namespace: namespace)
        let library = SQLiteLibrary(
            path: libraryPath(demo: source.isDemo, environment: environment), checksIntegrityLater: checksLibraryLater)
        let recentSearches = settings?.gatingSearchHistory(library) ?? GatedRecentSearches(base: library, enabled: true)
        let repository = CachingCatalogRepository(remote: client, cache: cache)
        // Read when a filter asks: a change in Preferences applies without a restart.
        let signInAhead = AccountSignInAhead()
        let myServices = settings?.followingMyServices() ?? { @Sendable in [] }
        let dependencies = AppDependencies(
            catalog: repository, search: client, recentSearches: recentSearches, watchlist: library,
            tracking: library, follows: library, lists: library, calendarFiles: ICalendarWriter(), today: today,
            myServices: myServices,
            accountRecommendations: source.isDemo
                ? { @Sendable in [] } : AccountRecommendations.reader(client: client, signInAhead: signInAhead),
            spoilerProtection: SpoilerSettings.reader(settings: settings, choices: library), spoilerChoices: library)
        return CatalogServices(
            source: source, language: language, dependencies: dependencies, library: library,
            cache: cache, recentSearches: recentSearches, client: client,
            lookups: CatalogTitleLookups(catalog: repository),
            streamingServices: { try await client.streamingServices() }, accountSignInAhead: signInAhead)
    }

    /// Reads the account's sign-in now, on the main thread, for For You's first read of the account's
    /// recommendations (see ``AccountSignInAhead``); nothing for the demo catalog.
    @MainActor
    func readAccountSignInAhead() {
        if !source.isDemo { accountSignInAhead.read() }
    }

    /// The library file: `library.sqlite`, or `library-demo.sqlite` for the demo catalog.
    static func libraryPath(demo: Bool, environment: [String: String]) -> String {
        SQLiteLibrary.defaultPath(environment: environment, fileName: demo ? "library-demo.sqlite" : "library.sqlite")
    }
}
