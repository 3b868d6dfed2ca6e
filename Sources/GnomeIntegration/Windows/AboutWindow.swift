import AppEnvironment
import GtkKit
import Localization

/// The About window (AdwAboutWindow) with version, links, license, credits and TMDb's attribution.
@MainActor
public enum AboutWindow {
    /// The attribution TMDb's terms of use require.
    public static let tmdbNotice = "This product uses the TMDb API but is not endorsed or certified by TMDb."

    /// Creates and shows the window over `parent`.
    @discardableResult
    public static func present(parent: Widget?) -> Widget {
        let about = GtkKit.AboutWindow()
        about[.applicationName] = "Popcorn"
        about[.applicationIcon] = AppIdentity.applicationID
        about[.version] = AppIdentity.version
        about[.developerName] = tr("The Popcorn developers")
        about[.website] = AppIdentity.website
        about[.issueURL] = AppIdentity.issueTracker
        about.setLicense(.gpl3)
        about[.copyright] = "© 2026 The Popcorn developers"
        about[.comments] = tr("Browse movies and TV series from The Movie Database.") + "\n\n" + localizedTMDbNotice
        about.setDevelopers(["The Popcorn developers https://github.com/popcorn/popcorn"])
        about.setArtists(["The Popcorn developers"])
        // Translators: put your names here, one per line, as "Name <email>" or "Name https://…".
        about[.translatorCredits] = tr("translator-credits")
        about.addCreditSection(
            tr("Movie and TV Data"), people: ["The Movie Database (TMDb) https://www.themoviedb.org"])
        about.addLegalSection("TMDb", license: .custom, text: localizedTMDbNotice)
        about.addLink(tr("TMDb Website"), url: "https://www.themoviedb.org")
        about.title = tr("About Popcorn")
        about.isModal = true
        about.setTransientFor(parent)
        about.present()
        return about
    }

    /// The attribution in the user's language.
    public static var localizedTMDbNotice: String {
        tr("This product uses the TMDb API but is not endorsed or certified by TMDb.")
    }
}
