import Catalog
import Features
import GtkKit
import Localization
import Store

/// The Search page: a search entry (Ctrl+F focuses it from anywhere; Down moves to the results), results
/// as a recycling list (thumbnail, title, year · kind) that loads more at its end, recent searches and the
/// genre cards opening Discover when the query is empty, an empty state whose "Clear Search" empties and
/// focuses the entry when nothing is found, and an error status page.
@MainActor
public final class SearchPage {
    /// The page's root widget.
    public let widget = Box(.vertical)
    /// The search entry.
    public let entry = SearchEntry(placeholder: tr("Search movies, TV series and people"))
    private let store: Store<SearchFeature.State, SearchFeature.Action>
    private let stack = Stack()
    private let loading = LoadingView()
    private let error: ErrorView
    private let noResults: EmptyStatePage
    private let results: ListView<MediaCard, SearchResultRow>
    private let resultsScroller: ScrolledWindow
    private let footer = Box(.horizontal, spacing: 12)
    private let footerSpinner = Spinner(spinning: false, size: 16)
    private let footerLabel = Label("", styles: ["dim-label"])
    private let footerRetry = Button(label: tr("_Retry"))
    private let recentList = ListBox()
    private let recentBox = Box(.vertical, spacing: 12)
    private let recentEmpty = StatusPage(
        iconName: "system-search-symbolic", title: tr("Search"),
        description: tr("Find movies, TV series and people."))
    private let recentGenres: GenreBrowser
    private let emptyGenres: GenreBrowser
    private var recentQueries: [String] = []
    private var shownCards: [MediaCard] = []
    private var observations: [StoreObservation] = []

    public init(store: Store<SearchFeature.State, SearchFeature.Action>, context: PageContext) {
        self.store = store
        error = ErrorView { [weak store] in store?.send(.retry) }
        noResults = EmptyStatePage(
            iconName: "system-search-symbolic", title: SearchFeature.State.noResultsTitle,
            description: nil, actionLabel: SearchFeature.State.clearSearchLabel)
        let factory = ListItemFactory<MediaCard, SearchResultRow>(
            setup: {
                let row = SearchResultRow(images: context.images)
                row.addMenu(context.cardActions)
                return row
            },
            bind: { row, card, _ in row.show(card, in: row.widget.parent) },
            unbind: { row in row.clear() })
        results = ListView(store: ListStore<MediaCard>(), factory: factory)
        results.showsSeparators = true
        TabPastList.install(on: results)
        results.setAccessibleLabel(tr("Search results"))
        resultsScroller = ScrolledWindow(child: results)
        // As tall as the results, up to the page: one result is one row, not a list down to the window's bottom.
        resultsScroller.propagatesNaturalHeight = true
        resultsScroller.valign = .start
        // A boxed list: rounded, on the card background, with a margin to the window's edges.
        resultsScroller.addCSSClass("card")
        resultsScroller.clipsChildren = true
        resultsScroller.setMargins(top: 0, bottom: 12, start: 12, end: 12)
        recentGenres = GenreBrowser { [weak store] route in store?.send(.navigate(route)) }
        emptyGenres = GenreBrowser { [weak store] route in store?.send(.navigate(route)) }
        noResults.button.onClicked { [weak self] in self?.clearSearch() }
        buildLayout()
        connectSignals()
        observations.append(
            store.observe({ $0.query }) { [weak self] query in
                guard let self, self.entry.text != query else { return }
                self.entry.text = query
            })
        observations.append(store.observe({ $0.display }) { [weak self] display in self?.render(display) })
    }

    /// Focuses the search entry.
    public func focusEntry() {
        entry.grabFocus()
    }

    private func buildLayout() {
        let entryClamp = Clamp(child: entry, maximumSize: 600)
        entryClamp.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        widget.append(entryClamp)

        let recentHeading = PageLayout.sectionHeading(tr("Recent Searches"))
        let clear = Button(label: tr("_Clear"))
        clear.addCSSClass("flat")
        // Named by its text; the description tells what it clears (a label would be read with the text).
        clear.setAccessibleDescription(tr("Recent Searches"))
        clear.onClicked { [weak self] in self?.store.send(.clearRecentSearches) }
        let recentHeader = Box(.horizontal, spacing: 12)
        recentHeading.hexpand = true
        recentHeader.append(recentHeading)
        recentHeader.append(clear)
        recentBox.append(recentHeader)
        recentBox.append(recentList)
        recentList.setAccessibleLabelledBy(recentHeading)
        recentBox.setMargins(top: 6, bottom: 24, start: 12, end: 12)

        footer.halign = .center
        footer.setMargins(top: 6, bottom: 6)
        footerRetry.addCSSClass("flat")
        footer.append(footerSpinner)
        footer.append(footerLabel)
        footer.append(footerRetry)
        footer.isVisible = false
        let resultsBox = Box(.vertical)
        let resultsClamp = Clamp(child: resultsScroller, maximumSize: 900)
        resultsClamp.vexpand = true
        resultsBox.append(resultsClamp)
        resultsBox.append(footer)

        recentEmpty.vexpand = true
        emptyGenres.widget.setMargins(top: 12)
        recentEmpty.child = Clamp(child: emptyGenres.widget, maximumSize: 600)
        recentGenres.widget.setMargins(top: 12)
        recentBox.append(recentGenres.widget)
        stack.add(PageLayout.scrolling(recentBox, maximumWidth: 600), name: "recent")
        stack.add(recentEmpty, name: "recent-empty")
        stack.add(loading.widget, name: "loading")
        stack.add(resultsBox, name: "results")
        stack.add(noResults.widget, name: "no-results")
        stack.add(error.widget, name: "error")
        stack.vexpand = true
        widget.append(stack)
    }

    private func connectSignals() {
        entry.onChanged { [weak self] in
            guard let self, self.entry.text != self.store.state.query else { return }
            self.store.send(.queryChanged(self.entry.text))
        }
        entry.onActivate { [weak self] in self?.store.send(.submitted) }
        let keys = KeyController()
        keys.propagationPhase = .capture
        keys.onKeyPressed { [weak self] keyval, modifiers in
            guard let self, modifiers.isEmpty, keyval == Self.keyDown else { return false }
            return self.focusResults()
        }
        entry.addController(keys)
        results.onActivate { [weak self] card, _ in self?.store.send(.navigate(card.route)) }
        resultsScroller.onEdgeReachedBottom { [weak self] in
            guard let self, self.store.state.canLoadNextPage, !self.store.state.isLoadingNextPage else { return }
            self.store.send(.loadNextPage)
        }
        footerRetry.onClicked { [weak self] in self?.store.send(.retry) }
        recentList.onRowActivated { [weak self] index in
            guard let self, index < self.recentQueries.count else { return }
            self.store.send(.recentSearchSelected(self.recentQueries[index]))
        }
    }

    /// "Clear Search": empties the entry (the recent searches show again) and focuses it for the next try.
    private func clearSearch() {
        store.send(.clearSearch)
        entry.grabFocus()
    }

    /// GDK_KEY_Down.
    private static let keyDown: UInt32 = 0xff54

    /// Moves focus from the entry to the first result or recent search (or the status page's button).
    private func focusResults() -> Bool {
        switch stack.visibleChildName {
        case "results": return results.grabFocus()
        case "recent": return recentList.allRows.first?.grabFocus() ?? false
        case "error": return error.retryButton.grabFocus()
        case "no-results": return noResults.button.grabFocus()
        default: return false
        }
    }

    private func render(_ display: SearchDisplay) {
        loading.isSpinning = display == .loading
        switch display {
        case .recentSearches(let queries):
            showRecent(queries)
            stack.visibleChildName = queries.isEmpty ? "recent-empty" : "recent"
        case .loading:
            stack.visibleChildName = "loading"
        case .results(let cards, _, let isLoadingMore, let nextPageError):
            if cards != shownCards {
                if cards.starts(with: shownCards) && !shownCards.isEmpty {
                    results.store.append(contentsOf: Array(cards.dropFirst(shownCards.count)))
                } else {
                    results.store.replaceAll(with: cards)
                    if stack.visibleChildName != "results" { resultsScroller.scrollToTop() }
                }
                shownCards = cards
            }
            footer.isVisible = isLoadingMore || nextPageError != nil
            footerSpinner.isSpinning = isLoadingMore
            footerSpinner.isVisible = isLoadingMore
            footerLabel.text = nextPageError?.message ?? tr("Loading more results…")
            footerRetry.isVisible = nextPageError?.isRetryable ?? false
            stack.visibleChildName = "results"
        case .noResults(let message):
            noResults.descriptionText = Label.escapeMarkup(message)
            stack.visibleChildName = "no-results"
        case .error(let info):
            error.show(info)
            stack.visibleChildName = "error"
        }
    }

    private func showRecent(_ queries: [String]) {
        guard queries != recentQueries else { return }
        recentQueries = queries
        recentList.removeAll()
        for query in queries {
            let label = Label(query)
            label.xalign = 0
            label.ellipsizes = true
            label.setMargins(top: 12, bottom: 12, start: 12, end: 12)
            recentList.append(label).setAccessibleLabel(query)
        }
    }
}
