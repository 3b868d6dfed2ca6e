import Localization

/// TMDb's crew departments and jobs in the user's language. TMDb gives them in English whatever language is
/// asked for; its lists are https://developer.themoviedb.org/reference/configuration-jobs (departments and
/// their jobs). The departments and the common jobs are translated here; a name not listed is shown as TMDb
/// gives it.
public enum CrewNames {
    /// "Directing" → "Regie" in German; a department not listed as it is.
    public static func department(_ name: String) -> String {
        translatedDepartment(name) ?? name
    }

    /// "Director" → "Regie" in German; a job not listed as it is.
    public static func job(_ name: String) -> String {
        translatedJob(name) ?? name
    }

    /// Whether `name` is one of the jobs translated here (a person's credit may be a character's name).
    public static func isKnownJob(_ name: String) -> Bool {
        translatedJob(name) != nil
    }

    private static func translatedDepartment(_ name: String) -> String? {
        switch name {
        // Translators: the crew departments below are TMDb's ("Directing", "Writing"); the headings of the crew
        // on a credits page, and what a person is known for.
        case "Acting": tr("Acting")
        case "Art": tr("Art")
        case "Camera": tr("Camera")
        case "Costume & Make-Up": tr("Costume & Make-Up")
        case "Creator": tr("Creator")
        case "Crew": tr("Crew")
        case "Directing": tr("Directing")
        case "Editing": tr("Editing")
        case "Lighting": tr("Lighting")
        case "Production": tr("Production")
        case "Sound": tr("Sound")
        case "Visual Effects": tr("Visual Effects")
        case "Writing": tr("Writing")
        default: nil
        }
    }

    private static func translatedJob(_ name: String) -> String? {
        switch name {
        // Translators: the crew jobs below are TMDb's ("Director", "Screenplay"), shown under a person's name on
        // a credits page and on a person's titles.
        case "Director": tr("Director")
        case "Co-Director": tr("Co-Director")
        case "Assistant Director": tr("Assistant Director")
        case "First Assistant Director": tr("First Assistant Director")
        case "Creator": tr("Creator")
        case "Writer": tr("Writer")
        case "Screenplay": tr("Screenplay")
        case "Story": tr("Story")
        case "Original Story": tr("Original Story")
        case "Novel": tr("Novel")
        case "Book": tr("Book")
        case "Author": tr("Author")
        case "Characters": tr("Characters")
        case "Teleplay": tr("Teleplay")
        case "Story Editor": tr("Story Editor")
        case "Producer": tr("Producer")
        case "Executive Producer": tr("Executive Producer")
        case "Co-Producer": tr("Co-Producer")
        case "Co-Executive Producer": tr("Co-Executive Producer")
        case "Associate Producer": tr("Associate Producer")
        case "Line Producer": tr("Line Producer")
        case "Casting": tr("Casting")
        case "Casting Director": tr("Casting Director")
        case "Original Music Composer": tr("Original Music Composer")
        case "Music": tr("Music")
        case "Music Supervisor": tr("Music Supervisor")
        case "Director of Photography": tr("Director of Photography")
        case "Camera Operator": tr("Camera Operator")
        case "Editor": tr("Editor")
        case "Production Design": tr("Production Design")
        case "Art Direction": tr("Art Direction")
        case "Set Decoration": tr("Set Decoration")
        case "Costume Design": tr("Costume Design")
        case "Makeup Artist": tr("Makeup Artist")
        case "Hairstylist": tr("Hairstylist")
        case "Sound Designer": tr("Sound Designer")
        case "Sound Mixer": tr("Sound Mixer")
        case "Visual Effects Supervisor": tr("Visual Effects Supervisor")
        case "Stunt Coordinator": tr("Stunt Coordinator")
        case "Choreographer": tr("Choreographer")
        default: nil
        }
    }
}
