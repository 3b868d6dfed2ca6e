/// `release_dates` (appended to `/movie/{id}`): per region, the releases with their certification and
/// type (1 premiere, 2 limited theatrical, 3 theatrical, 4 digital, 5 physical, 6 TV).
struct ReleaseDatesDTO: Decodable {
    /// One release.
    struct Release: Decodable {
        let certification: String?
        let type: Int?

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            certification = c.text("certification")?.trimmingWhitespace
            type = c.int("type")
        }
    }

    /// One region's releases.
    struct Region: Decodable {
        let region: String
        let releases: [Release]

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            guard let region = c.text("iso_3166_1") else {
                throw DecodingError.keyNotFound(
                    AnyKey("iso_3166_1"),
                    .init(
                        codingPath: c.codingPath,
                        debugDescription: "missing region"))
            }
            self.region = region.uppercased()
            releases = c.list("release_dates")
        }
    }

    let regions: [Region]

    init(from decoder: any Decoder) throws {
        regions = try decoder.container(keyedBy: AnyKey.self).list("results")
    }

    /// The certification of `region`: the theatrical release's first, then limited theatrical, then the
    /// premiere, digital, physical and TV releases; nil when none has one.
    func certification(in region: String) -> String? {
        let releases = regions.filter { $0.region == region }.flatMap(\.releases)
        let preference = [3, 2, 1, 4, 5, 6]
        return releases.enumerated()
            .filter { $0.element.certification != nil }
            .min { lhs, rhs in
                let left = preference.firstIndex(of: lhs.element.type ?? 0) ?? preference.count
                let right = preference.firstIndex(of: rhs.element.type ?? 0) ?? preference.count
                return (left, lhs.offset) < (right, rhs.offset)
            }?.element.certification
    }
}

/// `content_ratings` (appended to `/tv/{id}`): `{"results": [{"iso_3166_1", "rating"}]}`.
struct ContentRatingsDTO: Decodable {
    /// One region's rating.
    struct Rating: Decodable {
        let region: String?
        let rating: String?

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: AnyKey.self)
            region = c.text("iso_3166_1")?.uppercased()
            rating = c.text("rating")?.trimmingWhitespace
        }
    }

    let ratings: [Rating]

    init(from decoder: any Decoder) throws {
        ratings = try decoder.container(keyedBy: AnyKey.self).list("results")
    }

    /// The rating of `region`; nil when there is none.
    func certification(in region: String) -> String? {
        ratings.first { $0.region == region && $0.rating != nil }?.rating
    }
}
