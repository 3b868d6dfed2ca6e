import Catalog

extension UpNextFeature: RoutablePage {
    /// `up-next`.
    public static let pattern = RoutePattern("up-next", page: .upNext)

    /// The page shows the library.
    public static func readsLibrary(_ route: Route) -> Bool { true }

    /// The `popcorn dump` of Up Next: the next episode of every series in progress (`hasAired` false for one
    /// that airs later).
    @MainActor
    public static func dump(_ route: Route, dependencies: AppDependencies) async -> [(String, DumpJSON)] {
        let state = await PageDump.settle(
            UpNextFeature(dependencies: dependencies), State(), [.task],
            ignoringEffects: true
        ) { PageDump.isSettled($0.items) }
        var members = PageDump.describe(state.items) { items in
            [
                (
                    "items",
                    .array(
                        items.map { item in
                            .object([
                                ("seriesID", .int(item.seriesID)), ("seriesName", .string(item.seriesName)),
                                ("seasonNumber", .int(item.episode.seasonNumber)),
                                ("episodeNumber", .int(item.episode.episodeNumber)),
                                ("name", .string(item.episode.name)),
                                ("airDate", .date(item.episode.airDate)), ("hasAired", .bool(item.hasAired)),
                                ("route", .string(item.route.description)),
                                (
                                    "progress",
                                    .object([
                                        ("watched", .int(item.progress.watched)),
                                        ("aired", .int(item.progress.aired)),
                                    ])
                                ),
                            ])
                        })
                )
            ]
        }
        if state.items == .empty { members += [("items", .array([]))] }
        return members
    }
}

extension Route {
    /// The Up Next page.
    public static let upNext = Route(UpNextFeature.pattern)
}
