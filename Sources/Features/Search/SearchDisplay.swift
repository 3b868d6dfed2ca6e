import Foundation
import Localization

/// What the Search page shows below the entry.
public enum SearchDisplay: Equatable, Sendable {
    /// Blank query: recent searches (most recent first); may be empty.
    case recentSearches([String])
    case loading
    /// Results; `canLoadMore` shows the "load more" row; `nextPageError` shows an inline retry.
    case results([MediaCard], canLoadMore: Bool, isLoadingMore: Bool, nextPageError: ErrorInfo?)
    /// The query found nothing: the empty state's description ("No results for “zzz”. Try …").
    case noResults(message: String)
    case error(ErrorInfo)
}

extension SearchFeature.State {
    /// The display model.
    public var display: SearchDisplay {
        guard let query = searchedQuery else { return .recentSearches(recentSearches) }
        switch results {
        case .initial, .loading:
            return .loading
        case .ready(let items, _):
            return .results(
                items.map(MediaCard.init), canLoadMore: canLoadNextPage,
                isLoadingMore: isLoadingNextPage, nextPageError: nextPageError)
        case .empty:
            // Translators: the description of Search's empty results; %@ is what was searched for.
            let message = String(format: tr("No results for “%@”. Try a different title or name."), query)
            return .noResults(message: message)
        case .error(let info):
            return .error(info)
        }
    }
}

extension SearchFeature.State {
    /// The title of the empty results.
    public static var noResultsTitle: String { tr("No Results") }
    /// The empty results' action: empties the entry (``SearchFeature/Action/clearSearch``) and focuses it.
    public static var clearSearchLabel: String { tr("_Clear Search") }
}
