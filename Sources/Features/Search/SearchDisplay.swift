import Foundation
import Localization

/// What the Search page shows below the entry.
public enum SearchDisplay: Equatable, Sendable {
    /// Blank query: recent searches (most recent first); may be empty.
    case recentSearches([String])
    case loading
    /// Results; `canLoadMore` shows the "load more" row; `nextPageError` shows an inline retry.
    case results([MediaCard], canLoadMore: Bool, isLoadingMore: Bool, nextPageError: ErrorInfo?)
    /// The query found nothing.
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
            return .results(items.map(MediaCard.init), canLoadMore: canLoadNextPage,
                            isLoadingMore: isLoadingNextPage, nextPageError: nextPageError)
        case .empty:
            return .noResults(message: String(format: tr("No results for “%@”."), query))
        case .error(let info):
            return .error(info)
        }
    }
}
