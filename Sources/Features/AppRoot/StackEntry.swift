/// One page pushed on a navigation stack. `id` is unique across all stacks for the app's lifetime
/// (use it to name the leaflet page and to address actions).
public struct StackEntry: Equatable, Sendable, Identifiable {
    public let id: Int
    public var destination: Destination

    public init(id: Int, destination: Destination) {
        self.id = id
        self.destination = destination
    }
}
