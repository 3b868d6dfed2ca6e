import Catalog

extension TMDbImageConfiguration {
    /// The demo catalog's artwork: `file://` URLs under `directory/images/`, one size ("original") per kind.
    public static func demo(directory: String) -> TMDbImageConfiguration {
        TMDbImageConfiguration(
            baseURL: DemoCatalog.imagesBaseURL(directory: directory),
            sizes: Dictionary(uniqueKeysWithValues: ImageKind.allCases.map { ($0, [.original]) }))
    }
}
