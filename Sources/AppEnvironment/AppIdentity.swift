/// Names and addresses that identify the app to the desktop. The meson option `profile=development`
/// builds with `-DPOPCORN_DEVEL`, which gives the development build its own application ID (and icon),
/// so it can be installed next to the stable one.
public enum AppIdentity {
    /// The stable application ID; also the GSettings schema ID for every profile.
    public static let baseID = "io.github.popcorn.Popcorn"

    /// The application ID for this build (`GApplication`, desktop file, icon name).
    #if POPCORN_DEVEL
    public static let applicationID = baseID + ".Devel"
    /// Whether this is a development build.
    public static let isDevelopmentProfile = true
    #else
    public static let applicationID = baseID
    /// Whether this is a development build.
    public static let isDevelopmentProfile = false
    #endif

    /// The GSettings schema ID (shared by all profiles).
    public static let schemaID = baseID

    /// The release version; kept equal to meson's project version (checked by `make validate`).
    public static let version = "0.1.0"

    /// The executable's name.
    public static let executableName = "popcorn"

    /// The name of the app-private data folder under `<prefix>/share`.
    public static let dataFolderName = "popcorn"

    /// The project's website.
    public static let website = "https://github.com/popcorn/popcorn"

    /// Where users report problems.
    public static let issueTracker = "https://github.com/popcorn/popcorn/issues"
}
