/// The query a route takes: `search?q=…` (percent-encoded text) or `history?page=N` (a page number ≥ 1).
public enum RouteQuery: Hashable, Sendable {
    /// Free text: the search query.
    case searchText
    /// A page of a list.
    case pageNumber

    /// The parameter's name in the text form.
    public var name: String {
        switch self {
        case .searchText: "q"
        case .pageNumber: "page"
        }
    }
}
