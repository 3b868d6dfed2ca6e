import Localization

/// No series has a spoiler choice, and none can be stored (where there is no library to store it in).
public struct UnstoredSpoilerChoices: SpoilerChoiceRepository {
    public init() {}

    public func spoilerChoices() -> [Int: Bool] { [:] }

    public func setSpoilerChoice(_ hides: Bool?, seriesID: Int) async throws(CatalogError) {
        throw .storage(tr("The spoiler choice could not be saved."))
    }
}
