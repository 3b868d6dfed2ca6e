/// The whole library in and out (backups and imports). User data: a merge is one transaction — all of it
/// is stored, or nothing is and it throws.
public protocol LibraryTransferRepository: Sendable {
    /// Everything the library keeps, in a stable order (oldest first).
    func contents() async throws(CatalogError) -> LibraryContents
    /// Merges `contents` into the library: a watchlist entry is the same when its title is; a play when its
    /// title and time are; a rating, a follow choice or a status when its title is (the newer one is kept); a
    /// hidden title when its title is; a list when its name is (ignoring case: its items merge into the
    /// library's list), a list item when its title is. Recent searches are added after the library's own. Merging the same contents twice changes nothing.
    func merge(_ contents: LibraryContents) async throws(CatalogError) -> MergeSummary
    /// Merges contents that arrive in parts as ``merge(_:)`` merges their whole, in one transaction: `next`,
    /// called on the library's own thread, gives the parts until nil (an import stores what is read while it
    /// reads on). When `next` throws, nothing is stored and the failure is a storage error. `count`: about how
    /// many plays the parts hold, to make room for them once.
    func merge(expectingPlays count: Int, parts next: @Sendable () throws -> LibraryContents?)
        async throws(CatalogError) -> MergeSummary
}
