import Localization

/// Why signing in to TMDb has not succeeded, as TMDb's errors table says it
/// (https://developer.themoviedb.org/docs/errors).
public enum SignInProblem: Sendable, Hashable {
    /// Code 41 (HTTP 422): the user has not approved the request token yet; asking again later may succeed.
    case notApproved
    /// Code 33 (HTTP 401): the request token expired (TMDb keeps an unused one 15 minutes) or is invalid.
    case expired
    /// Codes 16 and 17 ("Device denied", "Session denied"): the sign-in was refused.
    case denied

    /// A short, translated explanation for the user.
    public var userMessage: String {
        switch self {
        case .notApproved: tr("The sign-in has not been approved on TMDb yet.")
        case .expired: tr("The sign-in request expired. Start again.")
        case .denied: tr("TMDb denied the sign-in. Start again to try once more.")
        }
    }
}
