import CGtk

/// The graphical display GTK talks to.
@MainActor
public enum Display {
    /// Initializes GTK and reports whether a display could be opened (no display: false, nothing shown).
    public static func open() -> Bool {
        gtk_init_check() != 0
    }
}
