/// The query a route takes: `search?q=…` (percent-encoded text), `history?page=N` (a page number ≥ 1) or a
/// discover query (`discover/movie?with_genres=18&page=2`, ``DiscoverQuery``), a Library section's filters
/// (`library/dropped?with_genres=18`, ``LibraryQuery``), or a parameter a page defines
/// itself (`stats?year=2025`, ``RouteQueryParameter``).
public enum RouteQuery: Hashable, Sendable {
    /// Free text: the search query.
    case searchText
    /// A page of a list.
    case pageNumber
    /// TMDb's discover filters; the route's choice ("movie" or "tv") says which kind.
    case discoverFilters
    /// A Library section's filters and order (``LibraryQuery``).
    case libraryFilters
    /// One parameter the page defines, `name=value`.
    case parameter(RouteQueryParameter)
    /// Several parameters the page defines and reads itself (`for-you?on_my_services=1&max_runtime=120`).
    case filters(RouteQueryFilters)

    /// The parameter's name in the text form.
    public var name: String {
        switch self {
        case .searchText: "q"
        case .pageNumber: "page"
        case .discoverFilters, .libraryFilters, .filters: ""
        case .parameter(let parameter): parameter.name
        }
    }
}
