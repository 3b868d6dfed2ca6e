import CIntl

/// The gettext domain of the app's translations (`po/`).
public let gettextDomain = "popcorn"

/// Translates a user-visible string through gettext (`xgettext --keyword=tr`).
@inline(__always)
public func tr(_ message: String) -> String {
    // dgettext may return its argument: read the result while the argument's buffer is alive.
    message.withCString { msgid in
        guard let translated = dgettext(gettextDomain, msgid) else { return message }
        return String(cString: translated)
    }
}

/// Translates a string with a plural form through ngettext (`xgettext --keyword=ntr:1,2`).
public func ntr(_ singular: String, _ plural: String, _ count: Int) -> String {
    singular.withCString { one in
        plural.withCString { many in
            guard let translated = dngettext(gettextDomain, one, many, UInt(max(count, 0))) else {
                return count == 1 ? singular : plural
            }
            return String(cString: translated)
        }
    }
}

/// Binds the gettext domain to a locale directory (e.g. `<prefix>/share/locale`) and selects UTF-8.
public func bindTranslations(localeDirectory: String) {
    setlocale(LC_ALL, "")
    bindtextdomain(gettextDomain, localeDirectory)
    bind_textdomain_codeset(gettextDomain, "UTF-8")
    textdomain(gettextDomain)
}
