import Features
import GtkKit
import Localization
import Store

/// The statistics page's "Year in Review" button: opens the review of the year shown; hidden for all time.
@MainActor
final class StatisticsReviewButton {
    /// The button; place this.
    let widget = Button(label: tr("Year in Review"))
    private var observation: StoreObservation?

    init(store: Store<StatisticsFeature.State, StatisticsFeature.Action>) {
        widget.halign = .center
        widget.addCSSClass("pill")
        widget.tooltip = tr("A one-page summary of the year, to share as an image")
        observation = store.observe({ $0.content.content?.period.year }) { [widget] year in
            widget.isVisible = year != nil
        }
        widget.onClicked { [weak store] in
            guard let year = store?.state.content.content?.period.year else { return }
            store?.send(.navigate(.yearInReview(year: year)))
        }
    }
}
