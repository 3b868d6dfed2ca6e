import Catalog
import Foundation
import TMDb

/// Loads a Library section: the library's titles with their derived statuses, those of the route's place,
/// their details cache-first (genres, cast, dates and providers for the filters); the page filters and orders
/// them (``LibraryShelf/filtered(by:myServices:)``).
enum LibraryLoader {
    /// How many series guides and title details load at once.
    static let width = 8

    /// The unfiltered shelf of `route`'s section or list; ``ListError/unknownList(_:)`` for a list that does not
    /// exist.
    static func load(_ route: Route, dependencies: AppDependencies) async throws(ListError) -> Fetched<LibraryShelf> {
        guard let place = route.libraryPlace else { throw .unknownList(route.description) }
        let lists = dependencies.lists
        let name: String
        var listItems: [UserListItem] = []
        switch place {
        case .section(let section):
            name = section.title
        case .list(let id):
            guard let list = try await lists.list(id) else { throw .unknownList(String(id)) }
            name = list.name
            listItems = try await lists.items(ofList: id)
        }
        let watchlist: [WatchlistEntry]
        let tracking: TrackingSnapshot
        do throws(CatalogError) {
            watchlist = try await dependencies.watchlist.all()
            tracking = try await dependencies.tracking.snapshot()
        } catch {
            throw .library(error)
        }
        let userStatuses = try await lists.statuses()
        let hidden = try await lists.hiddenTitles()
        let playedSeries = tracking.seriesByLatestPlay
        let (guides, _) = await dependencies.guides.guides(playedSeries, width: width)
        let standings = LibraryStatuses(
            watchlist: watchlist, tracking: tracking, guides: guides.mapValues(\.value),
            userStatuses: Dictionary(
                userStatuses.map { ($0.title, (status: $0.status, changedAt: $0.changedAt)) },
                uniquingKeysWith: { first, _ in first }),
            hidden: Dictionary(hidden.map { ($0.title, $0.hiddenAt) }, uniquingKeysWith: { first, _ in first }),
            today: dependencies.today())
        let members: [(title: LibraryTitle, addedAt: Double)]
        switch place {
        case .section(let section):
            members = standings.titles(in: section).map { title in
                (title, standings.standings[title]?.since(in: section) ?? 0)
            }
        case .list:
            members = listItems.map { ($0.title, $0.addedAt) }
        }
        let catalog = dependencies.catalog
        let details = await members.concurrentMap(width: width) { member in
            await entry(member.title, addedAt: member.addedAt, catalog: catalog)
        }
        var entries: [LibraryEntry] = []
        var isStale = false
        var failure: CatalogError?
        for (member, result) in zip(members, details) {
            switch result {
            case .success(let fetched):
                let standing = standings.standings[member.title]
                let rating = tracking.rating(
                    member.title.kind == .movie ? .movie(id: member.title.id) : .series(id: member.title.id))
                entries.append(
                    fetched.value.placed(
                        status: standing?.status, isHidden: standing?.isHidden ?? false, userRating: rating))
                isStale = isStale || fetched.isStale
            case .failure(let error):
                failure = failure ?? error
            }
        }
        if entries.isEmpty, let failure { throw .library(failure) }
        return Fetched(
            LibraryShelf(
                name: name, sectionEntries: entries, totalCount: members.count,
                genres: Dictionary(
                    entries.flatMap(\.genres).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }
                )
                .values.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending },
                decades: Set(entries.compactMap { $0.releaseDate.map { $0.year / 10 * 10 } }).sorted(by: >)),
            isStale: isStale)
    }

    /// The title's entry from its cached details (status, hidden and rating are set by the caller).
    private static func entry(
        _ title: LibraryTitle, addedAt: Double, catalog: any CatalogReader<TMDbClient>
    ) async -> Result<Fetched<LibraryEntry>, CatalogError> {
        do throws(CatalogError) {
            switch title.kind {
            case .movie:
                return .success(try await catalog.read(MovieResource(id: title.id)).map { entry($0, addedAt: addedAt) })
            case .tvSeries:
                return .success(
                    try await catalog.read(TVSeriesResource(id: title.id)).map { entry($0, addedAt: addedAt) })
            }
        } catch {
            return .failure(error)
        }
    }

    /// What the filters read of a movie's or series' details.
    private static func entry(_ details: some TitleDetails, addedAt: Double) -> LibraryEntry {
        LibraryEntry(
            item: details.item, status: nil, isHidden: false, addedAt: addedAt, genres: details.genres,
            castNames: details.cast.map(\.name), releaseDate: details.date, voteAverage: details.score?.average,
            streamingProviderIDs: streaming(details.watchProviders))
    }

    /// The providers streaming it: flat rate, free or with ads.
    private static func streaming(_ providers: WatchProviders?) -> Set<Int> {
        guard let providers else { return [] }
        return Set((providers.flatrate + providers.free + providers.ads).map(\.id))
    }
}

extension LibraryEntry {
    /// The same entry with the library's facts about it.
    fileprivate func placed(status: LibraryStatus?, isHidden: Bool, userRating: Int?) -> LibraryEntry {
        LibraryEntry(
            item: item, status: status, isHidden: isHidden, addedAt: addedAt, userRating: userRating,
            genres: genres, castNames: castNames, releaseDate: releaseDate, voteAverage: voteAverage,
            streamingProviderIDs: streamingProviderIDs)
    }
}
