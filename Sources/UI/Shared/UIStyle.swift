import GtkKit

/// The app's own CSS: image placeholders (neutral in light and dark mode), fade-in, card and banner looks.
@MainActor
public enum UIStyle {
    private static var isInstalled = false

    /// Adds the style sheet once the display exists (call from the window's creation).
    public static func install() {
        guard !isInstalled else { return }
        isInstalled = StyleSheet.add(css)
    }

    private static let css = """
        .popcorn-image-frame { background-color: alpha(currentColor, 0.12); border-radius: 8px; }
        .popcorn-image-frame.header { border-radius: 0; }
        .popcorn-hero-fade { background-image: linear-gradient(to bottom, alpha(@window_bg_color, 0) 50%, @window_bg_color); }
        .popcorn-context-link { padding: 2px 0; color: @accent_color; }
        .popcorn-context-separator { margin: 0 6px; }
        .popcorn-image-frame.round { border-radius: 9999px; }
        .popcorn-image-frame > image { color: alpha(currentColor, 0.35); }
        .popcorn-image { transition: opacity 250ms ease-out; opacity: 1; }
        .popcorn-image.pending { opacity: 0; }
        .popcorn-card-title { font-weight: bold; }
        .popcorn-banner { background-color: mix(@accent_bg_color, @window_bg_color, 0.7); color: @window_fg_color; padding: 6px; }
        .popcorn-banner-title { margin: 0 6px; }
        .popcorn-carousel listview, gridview.popcorn-grid { background: none; }
        .popcorn-carousel row { padding: 6px; border-radius: 12px; }
        gridview.popcorn-grid > child { padding: 6px; border-radius: 12px; }
        .popcorn-episode-row { padding: 6px 0; }
        .popcorn-image-frame.popcorn-my-service { outline: 3px solid @accent_color; outline-offset: 1px; }
        button.popcorn-chip { border-radius: 9999px; padding: 2px 10px 2px 14px; }
        button.popcorn-genre-toggle { border-radius: 9999px; padding: 2px 14px; }
        .popcorn-library-sidebar { border-right: 1px solid @borders; }
        .popcorn-poster-badge { background-color: alpha(black, 0.7); color: white; border-radius: 9999px; padding: 5px; }
        """
}
