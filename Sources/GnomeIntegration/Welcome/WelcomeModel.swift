import AppEnvironment
import Localization

/// What the welcome window says and offers, without any widget: shown once, at the first start (not when
/// `--demo` chose the mode already), and again from the main menu. "Sign In with TMDb" and "Try the Demo"
/// always; "Use Without an Account" when the build has the app's own token (`BuiltInToken`), which lets
/// anyone browse TMDb.
public struct WelcomeModel: Equatable, Sendable {
    /// A way to start.
    public enum Choice: String, CaseIterable, Sendable {
        /// Sign in to the TMDb account (Preferences, where the sign-in starts; without the app's own token
        /// the user's API token is entered there first).
        case signIn
        /// Browse TMDb with the app's own token, signed out.
        case useWithoutAccount
        /// The demo catalog.
        case tryDemo

        /// The button's label (with its mnemonic).
        public var label: String {
            switch self {
            case .signIn: tr("_Sign In with TMDb")
            case .useWithoutAccount: tr("_Use Without an Account")
            case .tryDemo: tr("_Try the Demo")
            }
        }
    }

    /// The choices offered, the suggested one first.
    public let choices: [Choice]
    /// What Popcorn is and what signing in needs.
    public let description: String
    /// Where the user's data lives.
    public let dataLocation: String

    /// The welcome of a build with or without the app's own token; `dataFolder` is where the library is kept
    /// (`UserFolders.data`), shown with `~` for the home folder `home`.
    public init(hasBuiltInToken: Bool, dataFolder: String, home: String) {
        choices = hasBuiltInToken ? [.signIn, .useWithoutAccount, .tryDemo] : [.signIn, .tryDemo]
        let about = tr(
            "Find movies and series, keep a watchlist and follow what you watch, with titles from The Movie Database (TMDb)."
        )
        description =
            hasBuiltInToken
            ? about + " "
                + tr("Sign in to keep your watchlist and ratings the same on TMDb, or browse without an account.")
            : about + " " + tr("Signing in needs an API token from your TMDb account settings, entered in Preferences.")
        let shown =
            !home.isEmpty && dataFolder.hasPrefix(home + "/") ? "~" + dataFolder.dropFirst(home.count) : dataFolder
        dataLocation = String(format: tr("What you track stays on this computer, in %@."), String(shown))
    }

    /// The window's title.
    public static var title: String { tr("Welcome to Popcorn") }

    /// Whether the welcome opens with the window: at the first start only, and not when `--demo` (`isDemoRun`)
    /// chose the mode already.
    public static func opensAtStart(alreadyShown: Bool, isDemoRun: Bool) -> Bool {
        !alreadyShown && !isDemoRun
    }
}
