import Catalog
import Localization

/// For You's filter bar: "On My Services" (once services are chosen in Preferences) and the runtimes, each a
/// toggle whose route is the query with it toggled.
public struct ForYouFilters: Equatable, Sendable {
    /// A toggle: its label, whether it is on, and the route toggling it opens.
    public struct Toggle: Equatable, Sendable {
        public let label: String
        public let isSelected: Bool
        public let route: Route
    }

    /// nil when no services are chosen.
    public let onMyServices: Toggle?
    /// "Under 2 Hours", "Under 45 Min" (one at a time).
    public let runtimes: [Toggle]

    public init(_ query: ForYouQuery, hasServices: Bool) {
        onMyServices =
            hasServices || query.onMyServices
            ? Toggle(
                label: tr("On My _Services"), isSelected: query.onMyServices,
                route: .forYou(query.with(onMyServices: !query.onMyServices))) : nil
        runtimes = ForYouQuery.runtimeChoices.map { minutes in
            let isSelected = query.maxRuntime == minutes
            return Toggle(
                label: Self.runtimeLabel(minutes), isSelected: isSelected,
                route: .forYou(query.with(maxRuntime: .some(isSelected ? nil : minutes))))
        }
    }

    /// "Under 2 Hours" (movies and episodes), "Under 45 Min" (episodes, and short films).
    static func runtimeLabel(_ minutes: Int) -> String {
        minutes == 120 ? tr("Under 2 _Hours") : tr("Under 45 _Min")
    }
}
