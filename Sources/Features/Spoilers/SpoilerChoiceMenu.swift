import Catalog
import Localization
import Store

/// The series page menu's "Spoilers" choices: as in Preferences, always hide or always show the series'
/// unwatched episodes (radio items: three states, one of them "back to Preferences", which a check item
/// cannot say). The choice is read when the page opens and saved in the library at once; a failed save
/// puts the previous choice back and is shown as an error.
public enum SpoilerChoiceMenu {
    public struct State: Equatable, Sendable {
        /// The series' choice; nil until read.
        public var choice: SpoilerChoice?
        /// Why the last choice was not saved; nil once shown.
        public var error: ErrorInfo?

        public init() {}
    }

    public enum Action: Equatable, Sendable {
        /// Reads the series' choice (the page opened).
        case load
        /// The user chose `choice`.
        case choose(SpoilerChoice)
        case saveFailed(previousChoice: SpoilerChoice?, CatalogError)
        case dismissError
    }

    static func reduce(
        _ state: inout State, action: Action, seriesID: Int, choices: any SpoilerChoiceRepository
    ) -> Effect<Action> {
        switch action {
        case .load:
            state.choice = SpoilerChoice(hides: choices.spoilerChoices()[seriesID])
            return .none
        case .choose(let choice):
            guard choice != state.choice else { return .none }
            let previous = state.choice
            state.choice = choice
            state.error = nil
            return .run { _ in
                try await choices.setSpoilerChoice(choice.hides, seriesID: seriesID)
            } catch: { error, send in
                await send(.saveFailed(previousChoice: previous, CatalogError(error)))
            }
        case .saveFailed(let previous, let error):
            state.choice = previous
            state.error = ErrorInfo(
                // Translators: a toast when a series' spoiler choice could not be saved; then the reason.
                message: String(format: tr("Could not change the spoiler choice. %@"), error.userMessage),
                isRetryable: error.isRetryable)
            return .none
        case .dismissError:
            state.error = nil
            return .none
        }
    }

    /// The heading of the choices in the series page menu.
    public static var heading: String {
        // Translators: the heading of the series page menu's spoiler choices.
        tr("Spoilers")
    }

    /// The menu item of `choice`.
    public static func title(of choice: SpoilerChoice) -> String {
        switch choice {
        // Translators: a spoiler choice of the series page menu: as the Preferences switch says.
        case .asInPreferences: tr("As in Preferences")
        // Translators: a spoiler choice of the series page menu: hide the unwatched episodes' overviews.
        case .alwaysHide: tr("Always Hide")
        // Translators: a spoiler choice of the series page menu.
        case .alwaysShow: tr("Always Show")
        }
    }
}
