import Catalog
import Foundation
import HTTP
import Localization

/// TMDb's user authentication (v4): a request token the user approves in the browser, exchanged for a user
/// access token and the account's id; a v3 session converted from it for the v3 writes; sign-out revokes both.
/// These requests carry the app's API read access token; an API key cannot sign in.
extension TMDbClient {
    /// The account's name and ids after signing in.
    public struct AccountDetails: Sendable, Equatable {
        public let accountID: Int
        public let username: String
        public let name: String
    }

    /// `POST /4/auth/request_token`: a token for the user to approve.
    public func requestToken() async throws -> String {
        let response: AuthResponseDTO = try await send(appRequest(.post, .v4, "/auth/request_token", body: [:]))
        guard let token = response.requestToken else { throw CatalogError.decoding("request_token missing") }
        return token
    }

    /// Where the user approves `requestToken`: `<web>/auth/access?request_token=…` (`web` is TMDb's site).
    public static func approvalURL(requestToken: String, web: String = "https://www.themoviedb.org") -> String {
        let base = web.hasSuffix("/") ? String(web.dropLast()) : web
        return "\(base)/auth/access?request_token=\(TMDbRequest.percentEncode(requestToken))"
    }

    /// `POST /4/auth/access_token`: the user access token and account object id once the user approved
    /// `requestToken`; nil while not yet approved. TMDb answers code 41 "This request token hasn't been
    /// approved by the user" (HTTP 422) until then; code 33 (expired or invalid: an unused request token lives
    /// 15 minutes) and a denial (16, 17) throw `CatalogError.signIn` — whatever the HTTP status says
    /// (https://developer.themoviedb.org/docs/errors, https://developer.themoviedb.org/v4/docs/authentication-user).
    public func accessToken(requestToken: String) async throws -> (accessToken: String, accountObjectID: String)? {
        let response: AuthResponseDTO
        do {
            response = try await send(
                appRequest(.post, .v4, "/auth/access_token", body: ["request_token": requestToken]))
        } catch CatalogError.signIn(.notApproved) {
            return nil
        }
        if let token = response.accessToken, let account = response.accountObjectID { return (token, account) }
        switch response.statusCode.flatMap({ TMDbStatusAnswer.error(code: $0, httpStatus: 200) }) {
        case .signIn(.notApproved): return nil
        case let error?: throw error
        case nil: throw CatalogError.decoding("access_token or account_id missing")
        }
    }

    /// `POST /3/authentication/session/convert/4` then `GET /3/account`: the session for the v3 writes and
    /// the account's details.
    public func session(accessToken: String, accountObjectID: String) async throws
        -> (session: TMDbAccountSession, details: AccountDetails)
    {
        let converted: AuthResponseDTO = try await send(
            appRequest(
                .post, .v3, "/authentication/session/convert/4",
                body: ["access_token": accessToken]))
        guard let sessionID = converted.sessionID else { throw CatalogError.decoding("session_id missing") }
        let details: AccountDetailsDTO = try await send(
            appRequest(
                .get, .v3, "/account",
                query: [QueryItem("session_id", sessionID)]))
        let session = TMDbAccountSession(
            accessToken: accessToken, sessionID: sessionID,
            accountObjectID: accountObjectID, accountID: details.id)
        return (session, AccountDetails(accountID: details.id, username: details.username, name: details.name))
    }

    /// `DELETE /4/auth/access_token` and `DELETE /3/authentication/session`: TMDb forgets the sign-in. A token
    /// TMDb already refuses (revoked elsewhere) counts as signed out.
    public func signOut(_ session: TMDbAccountSession) async throws {
        do {
            let _: IgnoredBody = try await send(
                appRequest(
                    .delete, .v4, "/auth/access_token",
                    body: ["access_token": session.accessToken]))
            let _: IgnoredBody = try await send(
                appRequest(
                    .delete, .v3, "/authentication/session",
                    body: ["session_id": session.sessionID]))
        } catch CatalogError.unauthorised {
            return
        } catch CatalogError.notFound {
            return
        }
    }

    /// A request with the app's credential, which must be an API read access token.
    func appRequest(
        _ method: HTTPMethod, _ version: TMDbRequest.Version, _ path: String, query: [QueryItem] = [],
        body: [String: any Sendable]? = nil
    ) throws -> TMDbRequest {
        guard case .token = credential else {
            throw CatalogError.configuration(
                tr(
                    "Signing in to TMDb needs an API Read Access Token (TMDB_API_TOKEN or the token saved in Preferences); an API key cannot sign in."
                ))
        }
        var request = TMDbRequest(method, version: version, path: path, query: query)
        credential?.authorize(&request)
        request.headers["Accept"] = "application/json"
        if let body {
            request.headers["Content-Type"] = "application/json;charset=utf-8"
            request.body = try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])
        }
        return request
    }

    /// Sends `request` (retrying as every request does) and decodes the answer as `T`.
    func send<T: Decodable>(_ request: TMDbRequest) async throws -> T {
        let response = try await sendWithRetries(request)
        return try decode(T.self, from: response.body, status: response.status)
    }
}

/// An answer whose content does not matter (a status message).
struct IgnoredBody: Decodable {
    init(from decoder: any Decoder) throws {}
}
