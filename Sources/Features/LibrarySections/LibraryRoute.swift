import Catalog

extension LibraryFeature: RoutablePage {
    /// `library/SECTION?FILTERS`: a section by status, or Hidden.
    public static let pattern = RoutePattern(
        "library/{section:" + LibrarySection.allCases.map(\.rawValue).joined(separator: "|") + "}", page: .library,
        query: .libraryFilters)

    /// The page shows the library.
    public static func readsLibrary(_ route: Route) -> Bool { true }

    /// `{"name", "results": [{"kind", "id", "title", "year", "status", "hidden"}]}` after `status` and
    /// `isStale`; an unknown list is an error (`"kind": "notFound"`).
    @MainActor
    public static func dump(_ route: Route, dependencies: AppDependencies) async -> [(String, DumpJSON)] {
        let state = await PageDump.settle(
            LibraryFeature(dependencies: dependencies), State(route: route), [.task],
            ignoringEffects: true
        ) { PageDump.isSettled($0.shelf) }
        var members = PageDump.describe(state.shelf) { shelf in
            [
                ("name", .string(shelf.name)),
                (
                    "results",
                    .array(
                        shelf.entries.map { entry in
                            guard case .object(let item) = DumpJSON.item(entry.item) else { return .null }
                            return .object(
                                item + [
                                    ("status", .optional(entry.status?.rawValue)), ("hidden", .bool(entry.isHidden)),
                                ])
                        })
                ),
            ]
        }
        if let shelf = state.shelf.content, shelf.entries.isEmpty { members[0] = ("status", .string("empty")) }
        return members
    }
}

/// `library/list/ID?FILTERS`: one of the user's lists on the Library page.
public enum LibraryListRoute: RoutablePage {
    public static let pattern = RoutePattern("library/list/{list}", page: .library, query: .libraryFilters)

    /// The page shows the library.
    public static func readsLibrary(_ route: Route) -> Bool { true }

    /// As the sections' (``LibraryFeature/dump(_:dependencies:)``), `name` the list's.
    @MainActor
    public static func dump(_ route: Route, dependencies: AppDependencies) async -> [(String, DumpJSON)] {
        await LibraryFeature.dump(route, dependencies: dependencies)
    }
}
