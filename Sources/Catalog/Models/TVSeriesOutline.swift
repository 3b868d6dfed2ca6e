/// What a season or an episode page shows of its series: its name. Decodes from a ``TVSeries``'s
/// encoding, reading only its name (a cached series without its cast, crew and seasons).
public struct TVSeriesOutline: Sendable, Hashable, Decodable {
    public let name: String

    public init(name: String) {
        self.name = name
    }

    /// The outline of a loaded series.
    public init(_ series: TVSeries) {
        name = series.name
    }
}
