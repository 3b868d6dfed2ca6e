import Localization

/// What stands for a hidden episode's overview.
public enum SpoilerText {
    /// Replaces the overview of an episode not watched yet.
    public static var overviewHidden: String { tr("Overview hidden — not watched yet") }
    /// The button showing a hidden episode.
    public static var reveal: String { tr("Reveal") }

    /// What screen readers say for the Reveal button of episode `number` ("Reveal Episode 3").
    public static func revealLabel(episode number: Int) -> String {
        // Translators: the accessible name of the button showing a hidden episode ("Reveal Episode 3").
        String(format: tr("Reveal Episode %ld"), number)
    }

    /// What screen readers say for the check box of a hidden episode ("Watched: Episode 3").
    public static func hiddenCheckLabel(episode number: Int) -> String {
        // Translators: what screen readers say for the check box of an episode hidden from spoilers.
        String(format: tr("Watched: Episode %ld"), number)
    }
}
