import CGtk

/// The license of an application shown by an `AboutWindow` (GtkLicense, the ones in use).
public enum License: Sendable {
    /// GNU General Public License, version 3 or later.
    case gpl3
    /// A license given as text.
    case custom

    var gtk: GtkLicense {
        switch self {
        case .gpl3: GTK_LICENSE_GPL_3_0
        case .custom: GTK_LICENSE_CUSTOM
        }
    }
}

/// The standard about window (AdwAboutWindow): name, icon, version, links, credits, legal notes.
/// People are given as "Name", "Name <email>" or "Name https://…".
@MainActor
public final class AboutWindow: Widget, TopLevelWindow {
    /// A new, hidden about window.
    public init() {
        super.init(retaining: rawPointer(adw_about_window_new()))
    }

    /// The texts an about window shows (its string properties).
    public enum Field: String, Sendable {
        /// The application's name.
        case applicationName = "application-name"
        /// The application's icon name.
        case applicationIcon = "application-icon"
        /// The version shown under the name.
        case version
        /// Who makes the application.
        case developerName = "developer-name"
        /// The application's website.
        case website
        /// Where to report issues.
        case issueURL = "issue-url"
        /// The copyright line.
        case copyright
        /// A short description of the application.
        case comments
        /// Translators, one per line ("translator-credits" in the translation catalogues).
        case translatorCredits = "translator-credits"
    }

    /// The text of `field` ("" when unset).
    public subscript(field: Field) -> String {
        get { stringProperty(field.rawValue) ?? "" }
        set { setProperty(field.rawValue, newValue) }
    }

    /// The application's license.
    public func setLicense(_ license: License) {
        adw_about_window_set_license_type(opaque, license.gtk)
    }

    /// The developers listed in the credits.
    public func setDevelopers(_ people: [String]) {
        withCStringArray(people) { adw_about_window_set_developers(opaque, $0) }
    }

    /// The artists listed in the credits.
    public func setArtists(_ people: [String]) {
        withCStringArray(people) { adw_about_window_set_artists(opaque, $0) }
    }

    /// Adds a credits section named `name` listing `people`.
    public func addCreditSection(_ name: String, people: [String]) {
        withCStringArray(people) { adw_about_window_add_credit_section(opaque, name, $0) }
    }

    /// Adds a legal section about a component (`title`), e.g. a data provider's terms.
    public func addLegalSection(_ title: String, copyright: String? = nil, license: License, text: String?) {
        adw_about_window_add_legal_section(opaque, title, copyright, license.gtk, text)
    }

    /// Adds a link labelled `title` to `url` on the details page.
    public func addLink(_ title: String, url: String) {
        adw_about_window_add_link(opaque, title, url)
    }
}
