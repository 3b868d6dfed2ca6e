import AppEnvironment
import HTTP
import Logging
import TMDb

/// The one place that decides how the app's HTTP clients are configured: Popcorn's user agent, one debug
/// line per transfer, and the URL policy of what a client may fetch.
enum AppHTTP {
    /// A client for the TMDb API at `endpoint` (https, or plain http to a loopback fake server).
    static func apiClient(for endpoint: TMDbEndpoint) -> HTTPClient {
        client(urlPolicy: endpoint.urlPolicy)
    }

    /// A client for the images of `source`: `file://` artwork of the demo catalog, or TMDb's images under
    /// the policy of the API endpoint of `environment` (strict when the endpoint is refused).
    static func imageClient(for source: CatalogServices.Source, environment: [String: String]) -> HTTPClient {
        switch source {
        case .demo: client(urlPolicy: URLPolicy(allowsFileURLs: true))
        case .tmdb: client(urlPolicy: (try? TMDbEndpoint.fromEnvironment(environment).urlPolicy) ?? .strict)
        }
    }

    /// A client for an OpenTelemetry collector (https, or plain http to a loopback one).
    static func collectorClient() -> HTTPClient {
        client(urlPolicy: URLPolicy(allowsLoopbackHTTP: true))
    }

    private static func client(urlPolicy: URLPolicy) -> HTTPClient {
        HTTPClient(
            configuration: HTTPClientConfiguration(
                userAgent: HTTPClientConfiguration.userAgent(version: AppIdentity.version),
                urlPolicy: urlPolicy,
                log: { Log.debug($0) }))
    }
}
