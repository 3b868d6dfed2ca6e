/// An action for one details page on a stack (an action of any page of the route table).
public struct DestinationAction: Equatable, Sendable {
    private let base: any DestinationActionBase

    /// Wraps an action of a `Page`.
    public init<Page>(_ action: DetailsAction<Page>) {
        base = action
    }

    /// The action when it is one of `Page`'s.
    public func action<Page>(of page: Page.Type) -> DetailsAction<Page>? {
        base as? DetailsAction<Page>
    }

    /// The route a page asked to open, if this is a navigation request.
    var navigationRequest: Route? { base.navigationRequest }

    public static func == (lhs: DestinationAction, rhs: DestinationAction) -> Bool { lhs.base.isEqual(to: rhs.base) }
}

/// What the app root needs of a page's action without knowing its page.
protocol DestinationActionBase: Sendable {
    var navigationRequest: Route? { get }
    func isEqual(to other: any DestinationActionBase) -> Bool
}

extension DetailsAction: DestinationActionBase {
    var navigationRequest: Route? {
        if case .navigate(let route) = self { return route }
        return nil
    }

    func isEqual(to other: any DestinationActionBase) -> Bool { (other as? Self) == self }
}
