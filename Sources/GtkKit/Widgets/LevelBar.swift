import CGtk

/// A bar showing a level between 0 and 1 (GtkLevelBar), e.g. how much of a series was watched: in the accent
/// colour, the success colour when full (the default "low" offset, which colours it as a warning, is removed).
@MainActor
public final class LevelBar: Widget {
    /// An empty bar.
    public init() {
        super.init(taking: rawPointer(gtk_level_bar_new()))
        for offset in ["low", "high"] {
            gtk_level_bar_remove_offset_value(opaque, offset)
        }
    }

    /// The level, 0…1.
    public var value: Double {
        get { gtk_level_bar_get_value(opaque) }
        set { gtk_level_bar_set_value(opaque, min(max(newValue, 0), 1)) }
    }
}
