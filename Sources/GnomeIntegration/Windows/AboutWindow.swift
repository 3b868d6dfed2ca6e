import AppEnvironment
import CGtk
import GtkKit
import Localization

/// The About window (AdwAboutWindow) with version, links, license, credits and TMDB's attribution.
@MainActor
public enum AboutWindow {
    /// The attribution TMDB's terms of use require.
    public static let tmdbNotice = "This product uses the TMDB API but is not endorsed or certified by TMDB."

    /// Creates and shows the window over `parent`.
    @discardableResult
    public static func present(parent: UnsafeMutablePointer<GtkWindow>?) -> Widget {
        let window = Widget(retaining: rawPointer(adw_about_window_new()))
        let about = window.opaque
        adw_about_window_set_application_name(about, "Popcorn")
        adw_about_window_set_application_icon(about, AppIdentity.applicationID)
        adw_about_window_set_version(about, AppIdentity.version)
        adw_about_window_set_developer_name(about, tr("The Popcorn developers"))
        adw_about_window_set_website(about, AppIdentity.website)
        adw_about_window_set_issue_url(about, AppIdentity.issueTracker)
        adw_about_window_set_license_type(about, GTK_LICENSE_GPL_3_0)
        adw_about_window_set_copyright(about, "© 2026 The Popcorn developers")
        adw_about_window_set_comments(about, tr("Browse movies and TV series from The Movie Database.")
                                      + "\n\n" + localizedTMDbNotice)
        withCStrings(["The Popcorn developers https://github.com/popcorn/popcorn"]) {
            adw_about_window_set_developers(about, $0)
        }
        withCStrings(["The Popcorn developers"]) { adw_about_window_set_artists(about, $0) }
        // Translators: put your names here, one per line, as "Name <email>" or "Name https://…".
        adw_about_window_set_translator_credits(about, tr("translator-credits"))
        withCStrings(["The Movie Database (TMDB) https://www.themoviedb.org"]) {
            adw_about_window_add_credit_section(about, tr("Movie and TV Data"), $0)
        }
        adw_about_window_add_legal_section(about, "TMDB", nil, GTK_LICENSE_CUSTOM, localizedTMDbNotice)
        adw_about_window_add_link(about, tr("TMDB Website"), "https://www.themoviedb.org")
        let gtkWindow = window.typed(GtkWindow.self)
        gtk_window_set_title(gtkWindow, tr("About Popcorn"))
        gtk_window_set_modal(gtkWindow, 1)
        gtk_window_set_transient_for(gtkWindow, parent)
        gtk_window_present(gtkWindow)
        return window
    }

    /// The attribution in the user's language.
    public static var localizedTMDbNotice: String {
        tr("This product uses the TMDB API but is not endorsed or certified by TMDB.")
    }
}
