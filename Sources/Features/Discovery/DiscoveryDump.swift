import Catalog

extension DumpJSON {
    /// `{"region", "link", "flatrate", "free", "ads", "rent", "buy"}`, each provider `{"id", "name", "logoURL"}`;
    /// null when unknown.
    static func watchProviders(_ providers: WatchProviders?) -> DumpJSON {
        guard let providers else { return .null }
        func list(_ entries: [WatchProviders.Provider]) -> DumpJSON {
            .array(
                entries.map {
                    .object([
                        ("id", .int($0.id)), ("name", .string($0.name)),
                        (
                            "logoURL",
                            .optional(
                                $0.logo?.url(
                                    forWidthPoints: WhereToWatchDisplay.logoSize,
                                    scale: 2))
                        ),
                    ])
                })
        }
        return .object([
            ("region", .string(providers.region)), ("link", .optional(providers.link)),
            ("flatrate", list(providers.flatrate)), ("free", list(providers.free)),
            ("ads", list(providers.ads)), ("rent", list(providers.rent)), ("buy", list(providers.buy)),
        ])
    }

    /// `[{"name", "site", "key", "url"}]`.
    static func trailers(_ trailers: [Trailer]) -> DumpJSON {
        .array(
            trailers.map {
                .object([
                    ("name", .string($0.name)), ("site", .string($0.site.rawValue)),
                    ("key", .string($0.key)), ("url", .string($0.url)),
                ])
            })
    }

    /// `[{"id", "name", "job", "department"}]`.
    static func crew(_ crew: [CrewMember]) -> DumpJSON {
        .array(
            crew.map {
                .object([
                    ("id", .int($0.id)), ("name", .string($0.name)), ("job", .string($0.job)),
                    ("department", .string($0.department)),
                ])
            })
    }
}
