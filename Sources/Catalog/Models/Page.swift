/// One page of a paged TMDb list (page ≥ 1).
public struct Page<Item: Sendable & Hashable>: Sendable, Hashable {
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let results: [Item]

    public init(page: Int, totalPages: Int, totalResults: Int, results: [Item]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.results = results
    }

    public var hasMore: Bool { page < totalPages }
}

extension Page: Codable where Item: Codable {}
