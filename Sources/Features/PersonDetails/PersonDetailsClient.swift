import Catalog

extension PersonDetailsFeature {
    /// Dependencies.
    public struct Client: Sendable {
        public let people: any PersonRepository

        public init(people: any PersonRepository) {
            self.people = people
        }
    }
}
