import Catalog

extension ExploreFeature: RoutablePage {
    /// `explore`.
    public static let pattern = RoutePattern("explore", page: .explore)

    /// The `popcorn dump` of Explore: every section, with its own status.
    @MainActor
    public static func dump(_ route: Route, dependencies: AppDependencies) async -> [(String, DumpJSON)] {
        let state = await PageDump.settle(
            ExploreFeature(client: .init(catalog: dependencies.catalog, hiddenTitles: dependencies.hiddenTitles)),
            State(),
            [.fetch]
        ) { state in
            ExploreSectionID.allCases.allSatisfy { PageDump.isSettled(state[$0]) }
        }
        let sections = ExploreSectionID.allCases.map { id -> DumpJSON in
            let section = state[id]
            var members: [(String, DumpJSON)] = [("id", .string(id.rawValue)), ("title", .string(id.title))]
            members += PageDump.describe(section) { items in [("items", .array(items.map(DumpJSON.item)))] }
            if section.content == nil { members.append(("items", .array([]))) }
            return .object(members)
        }
        let states = ExploreSectionID.allCases.map { state[$0] }
        let status: [(String, DumpJSON)]
        if states.contains(where: { $0.content != nil }) {
            status = [("status", .string("ready")), ("isStale", .bool(state.isStale))]
        } else if let failure = states.compactMap(\.error).first, !states.allSatisfy({ $0 == .empty }) {
            status = PageDump.failure(.error(failure))
        } else {
            status = [("status", .string("empty")), ("isStale", .bool(false))]
        }
        return status + [("sections", .array(sections))]
    }
}

extension Route {
    /// The Explore page.
    public static let explore = Route(ExploreFeature.pattern)
}
