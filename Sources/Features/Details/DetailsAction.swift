import Catalog

/// What the user or an effect can do on a details page.
public enum DetailsAction<Page: DetailsPage>: Equatable, Sendable {
    /// Load unless already loading or loaded (and start the page's own first work).
    case fetch
    /// Load again after an error.
    case retry
    /// Load again, also when loaded (e.g. Ctrl+R).
    case refresh
    /// Load again keeping the content shown until the new one arrives (live updates).
    case update
    case loaded(Fetched<Page.Content>)
    case failed(CatalogError)
    /// One of the page's own actions.
    case own(Page.OwnAction)
    /// Navigation request, handled by the app root.
    case navigate(Route)
}
