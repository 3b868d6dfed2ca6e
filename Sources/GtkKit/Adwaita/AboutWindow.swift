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

    /// The application's name.
    public var applicationName: String {
        get { string(adw_about_window_get_application_name(opaque)) }
        set { adw_about_window_set_application_name(opaque, newValue) }
    }

    /// The application's icon name.
    public var applicationIcon: String {
        get { string(adw_about_window_get_application_icon(opaque)) }
        set { adw_about_window_set_application_icon(opaque, newValue) }
    }

    /// The version shown under the name.
    public var version: String {
        get { string(adw_about_window_get_version(opaque)) }
        set { adw_about_window_set_version(opaque, newValue) }
    }

    /// Who makes the application.
    public var developerName: String {
        get { string(adw_about_window_get_developer_name(opaque)) }
        set { adw_about_window_set_developer_name(opaque, newValue) }
    }

    /// The application's website.
    public var website: String {
        get { string(adw_about_window_get_website(opaque)) }
        set { adw_about_window_set_website(opaque, newValue) }
    }

    /// Where to report issues.
    public var issueURL: String {
        get { string(adw_about_window_get_issue_url(opaque)) }
        set { adw_about_window_set_issue_url(opaque, newValue) }
    }

    /// The copyright line.
    public var copyright: String {
        get { string(adw_about_window_get_copyright(opaque)) }
        set { adw_about_window_set_copyright(opaque, newValue) }
    }

    /// A short description of the application.
    public var comments: String {
        get { string(adw_about_window_get_comments(opaque)) }
        set { adw_about_window_set_comments(opaque, newValue) }
    }

    /// Translators, one per line ("translator-credits" in the translation catalogues).
    public var translatorCredits: String {
        get { string(adw_about_window_get_translator_credits(opaque)) }
        set { adw_about_window_set_translator_credits(opaque, newValue) }
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

    private func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
