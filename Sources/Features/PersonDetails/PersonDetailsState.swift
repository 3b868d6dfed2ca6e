import Catalog

extension PersonDetailsFeature {
    /// The screen's state.
    public struct State: Equatable, Sendable {
        public let personID: Int
        public var person: ViewState<Person> = .initial

        /// The initial state of the page for this id.
        public init(personID: Int) {
            self.personID = personID
        }

        /// The route of this page.
        public var route: Route { .person(id: personID) }
    }
}
