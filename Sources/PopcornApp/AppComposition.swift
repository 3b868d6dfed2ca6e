import Foundation
import GnomeIntegration
import HTTP
import Images
import TMDb
import UI

/// Wires services and screens into the shell before the main loop starts: the one place the composition
/// root grows (repositories, image pipeline, stores, real pages via `onWindowCreated`, routing via
/// `onRoutes`, desktop integration via `application.onStartup`).
@MainActor
enum AppComposition {
    /// What must live as long as the application.
    private static var screens: ScreensSetup.Handle?

    /// Configures `app` for an invocation with `options` (e.g. `--demo`): the catalog (TMDb or the demo
    /// catalog, cached), the image pipeline, and every screen.
    static func configure(_ app: PopcornApplication, options: LaunchOptions, observer: ScreensObserver?) {
        let environment = ProcessInfo.processInfo.environment
        // The credential from the environment or the preferences, the content language, Remember Searches;
        // a refused API URL falls back to the demo catalog and is reported.
        let catalog = AppCatalog.make(options: options, tokenStore: TokenStore(), environment: environment)
        let services = catalog.services
        let problem = catalog.problem?.userMessage
        let images = PipelineImageSource(loader: imagePipeline(for: services.source, environment: environment))
        screens = ScreensSetup.install(on: app, dependencies: services.dependencies, images: images,
                                       isDemo: services.source.isDemo, observer: observer)
        if let problem {
            let previous = app.onWindowCreated
            app.onWindowCreated = { window in
                previous?(window)
                window.showToast(problem)
            }
        }
    }

    /// Images over libcurl into the disk cache ($XDG_CACHE_HOME/…/images), capped by the preference.
    private static func imagePipeline(for source: CatalogServices.Source,
                                      environment: [String: String]) -> ImagePipeline {
        let policy: URLPolicy
        switch source {
        case .demo: policy = URLPolicy(allowsFileURLs: true)
        case .tmdb: policy = (try? TMDbEndpoint.fromEnvironment(environment).urlPolicy) ?? .strict
        }
        let http = HTTPClient(configuration: HTTPClientConfiguration(urlPolicy: policy))
        let capacity = max(AppSettings().imageCacheCapacityBytes, 16_000_000)
        return ImagePipeline(http: http, configuration: ImagePipelineConfiguration(diskCapacity: capacity))
    }
}
