import Catalog
import Foundation

/// TMDb's answers: the endpoints the app reads (the `switch` below), the other resources by path
/// (`resources.json`); pages of 20, 404 (status code 34) for unknown ids and paths, 400 (status code 22) for a
/// page outside 1…500 (https://developer.themoviedb.org/docs/errors).
extension DemoCatalog {
    func respond(to request: TMDbRequest) -> TMDbResponse {
        let parts = request.path.split(separator: "/").map(String.init)
        let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
        let appended = Set(
            (query["append_to_response"] ?? "").split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            })
        switch parts.count {
        case 1 where parts[0] == "configuration":
            return ok(configurationBody())
        case 3 where parts[0] == "genre" && parts[2] == "list":
            return found(genres["/genre/\(parts[1])/list"])
        case 3 where parts[0] == "watch" && parts[1] == "providers":
            return found(lists["/watch/providers/\(parts[2])"].map { .object(["results": .array($0)]) })
        case 3 where parts[0] == "trending" && ["day", "week"].contains(parts[2]):
            return page(lists["/trending/\(parts[1])/day"], query)
        case 2 where parts[1] == "popular":
            return page(lists["/\(parts[0])/popular"], query)
        case 2 where parts[0] == "discover":
            return page(lists["/discover/\(parts[1])"].map { discover($0, query, kind: parts[1]) }, query)
        case 2 where parts == ["search", "multi"]:
            return page(searchIndex.search(query["query"] ?? ""), query)
        case 2 where parts[0] == "movie":
            return found(
                Int(parts[1]).flatMap { movies[$0] }
                    .map {
                        only(
                            appended, of: ["credits", "recommendations", "release_dates", "videos", "watch/providers"],
                            in: $0)
                    })
        case 2 where parts[0] == "tv":
            return found(
                Int(parts[1]).flatMap { series[$0] }.map {
                    withSeasons(
                        appended, of: parts[1],
                        in: only(
                            appended,
                            of: [
                                "credits", "aggregate_credits", "content_ratings", "videos", "watch/providers",
                            ], in: $0))
                })
        case 2 where parts[0] == "person":
            return found(
                Int(parts[1]).flatMap { people[$0] }
                    .map { only(appended, of: ["combined_credits"], in: $0) })
        case 4 where parts[0] == "tv" && parts[2] == "season":
            return found(season(parts[1], parts[3]))
        case 6 where parts[0] == "tv" && parts[2] == "season" && parts[4] == "episode":
            return found(episode(parts[5], in: season(parts[1], parts[3])))
        case 2 where parts[0] == "find" && query["external_source"] == "imdb_id":
            return ok(find(imdbID: parts[1]))
        default:
            return found(resources["/" + parts.joined(separator: "/")])
        }
    }

    // MARK: Resources

    /// `/find/{imdbID}`. The demo titles' IMDb ids (fictional, like the catalog): movie N is `tt91` and N in
    /// five digits (`movie/19` → tt9100019), series N `tt92` and N in five digits, an episode `tt93` and
    /// its series, season and episode numbers in two digits each (`tv/1/season/1/episode/2` → tt93010102).
    private func find(imdbID: String) -> JSONValue {
        var results: [String: JSONValue] = [
            "movie_results": .array([]), "tv_results": .array([]),
            "tv_episode_results": .array([]), "person_results": .array([]),
            "tv_season_results": .array([]),
        ]
        let kind = imdbID.prefix(4)
        guard let number = Int(imdbID.dropFirst(4)), imdbID.dropFirst(4).allSatisfy(\.isASCII) else {
            return .object(results)
        }
        switch (kind, imdbID.count) {
        case ("tt91", 9) where movies[number] != nil:
            results["movie_results"] = .array([.object(["id": .int(number), "media_type": .string("movie")])])
        case ("tt92", 9) where series[number] != nil:
            results["tv_results"] = .array([.object(["id": .int(number), "media_type": .string("tv")])])
        case ("tt93", 10):
            let (show, season, episode) = (number / 10_000, number / 100 % 100, number % 100)
            if self.episode(String(episode), in: self.season(String(show), String(season))) != nil {
                results["tv_episode_results"] = .array([
                    .object([
                        "show_id": .int(show), "season_number": .int(season), "episode_number": .int(episode),
                        "media_type": .string("tv_episode"),
                    ])
                ])
            }
        default:
            break
        }
        return .object(results)
    }

    private func configurationBody() -> JSONValue {
        guard case .object(var body) = configuration, case .object(var images)? = body["images"] else {
            return configuration
        }
        images["base_url"] = .string(imagesBaseURL)
        images["secure_base_url"] = .string(imagesBaseURL)
        body["images"] = .object(images)
        return .object(body)
    }

    private func season(_ seriesID: String, _ seasonNumber: String) -> JSONValue? {
        guard let series = Int(seriesID), let number = Int(seasonNumber) else { return nil }
        return seasons["\(series)/\(number)"]
    }

    /// The season's episode entry, without the keys TMDb only puts in season lists.
    private func episode(_ episodeNumber: String, in season: JSONValue?) -> JSONValue? {
        guard let number = Int(episodeNumber),
            let entry = season?["episodes"]?.array?.first(where: { $0["episode_number"]?.int == number }),
            case .object(var body) = entry
        else { return nil }
        body["show_id"] = nil
        body["episode_type"] = nil
        return .object(body)
    }

    /// `body` with the seasons asked for as `season/N` (those that exist).
    private func withSeasons(_ requested: Set<String>, of seriesID: String, in body: JSONValue) -> JSONValue {
        guard case .object(var members) = body else { return body }
        for part in requested where part.hasPrefix("season/") {
            members[part] = season(seriesID, String(part.dropFirst("season/".count)))
        }
        return .object(members)
    }

    /// `body` without the appendable parts that were not asked for.
    private func only(_ requested: Set<String>, of appendable: [String], in body: JSONValue) -> JSONValue {
        guard case .object(var members) = body else { return body }
        for key in appendable where !requested.contains(key) {
            members[key] = nil
        }
        return .object(members)
    }

    // MARK: Lists

    /// Discover's filters and orders: `with_genres` ("28,12" all of, "28|12" any of),
    /// `primary_release_year` / `first_air_date_year`, `vote_average.gte`, `with_original_language`,
    /// `with_watch_providers` (any of "8|9", all of "8,9"; in `watch_region`, else US) and `sort_by`
    /// (popularity, primary_release_date / release_date / first_air_date, vote_average, vote_count,
    /// title / original_title / name / original_name; `.asc` or `.desc`).
    private func discover(_ items: [JSONValue], _ query: [String: String], kind: String) -> [JSONValue] {
        var results = items
        if let genres = query["with_genres"], !genres.isEmpty {
            results = results.filter { item in
                Self.matches(genres, Set((item["genre_ids"]?.array ?? []).compactMap(\.int)))
            }
        }
        if let year = query["primary_release_year"] ?? query["first_air_date_year"] {
            results = results.filter {
                ($0["release_date"] ?? $0["first_air_date"])?.string?.hasPrefix(year + "-") ?? false
            }
        }
        if let minimum = query["vote_average.gte"].flatMap(Double.init) {
            results = results.filter { ($0["vote_average"]?.number ?? 0) >= minimum }
        }
        if let language = query["with_original_language"] {
            results = results.filter { $0["original_language"]?.string == language }
        }
        if let providers = query["with_watch_providers"], !providers.isEmpty {
            let region = query["watch_region"] ?? "US"
            let details = kind == "movie" ? movies : series
            results = results.filter { item in
                let offers = item["id"]?.int.flatMap { details[$0] }?["watch/providers"]?["results"]?[region]
                let ids = ["flatrate", "free", "ads", "rent", "buy"].flatMap { offers?[$0]?.array ?? [] }
                    .compactMap { $0["provider_id"]?.int }
                return Self.matches(providers, Set(ids))
            }
        }
        guard let sort = query["sort_by"], let dot = sort.lastIndex(of: ".") else { return results }
        let field = String(sort[..<dot])
        let ascending = sort[sort.index(after: dot)...] == "asc"
        let key: (JSONValue) -> JSONValue? =
            switch field {
            case "primary_release_date", "release_date", "first_air_date":
                { $0["release_date"] ?? $0["first_air_date"] }
            case "title", "original_title", "name", "original_name":
                { $0[field] ?? $0["title"] ?? $0["name"] }
            case "popularity", "vote_average", "vote_count":
                { $0[field] }
            default:
                { $0["popularity"] }
            }
        return results.enumerated().sorted { lhs, rhs in
            let order = Self.compare(key(lhs.element), key(rhs.element))
            if order != .orderedSame { return ascending ? order == .orderedAscending : order == .orderedDescending }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Whether `ids` satisfy "1,2" (all of) or "1|2" (any of).
    private static func matches(_ wanted: String, _ ids: Set<Int>) -> Bool {
        let anyOf = wanted.contains("|")
        let set = Set(wanted.split(whereSeparator: { $0 == "," || $0 == "|" }).compactMap { Int($0) })
        return anyOf ? !ids.isDisjoint(with: set) : set.isSubset(of: ids)
    }

    private static func compare(_ lhs: JSONValue?, _ rhs: JSONValue?) -> ComparisonResult {
        if let left = lhs?.number, let right = rhs?.number {
            return left == right ? .orderedSame : (left < right ? .orderedAscending : .orderedDescending)
        }
        let left = lhs?.string ?? ""
        let right = rhs?.string ?? ""
        return left == right ? .orderedSame : (left < right ? .orderedAscending : .orderedDescending)
    }

    /// One page of `items` (20 per page); a page past the end is empty; pages run 1…500.
    private func page(_ items: [JSONValue]?, _ query: [String: String]) -> TMDbResponse {
        guard let items else { return notFound }
        let requested = query["page"].map { Int($0.trimmingCharacters(in: .whitespaces)) } ?? 1
        guard let number = requested, (1...500).contains(number) else {
            return error(
                400, code: 22,
                "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.")
        }
        let start = (number - 1) * Self.pageSize
        let slice = start < items.count ? Array(items[start..<min(start + Self.pageSize, items.count)]) : []
        let totalPages = max(1, (items.count + Self.pageSize - 1) / Self.pageSize)
        return ok(
            .object([
                "page": .int(number), "results": .array(slice), "total_pages": .int(totalPages),
                "total_results": .int(items.count),
            ]))
    }

    // MARK: Responses

    private func ok(_ body: JSONValue) -> TMDbResponse {
        TMDbResponse(status: 200, headers: ["Content-Type": "application/json;charset=utf-8"], body: body.encoded())
    }

    private func found(_ body: JSONValue?) -> TMDbResponse {
        body.map(ok) ?? notFound
    }

    private var notFound: TMDbResponse {
        error(404, code: 34, "The resource you requested could not be found.")
    }

    private func error(_ status: Int, code: Int, _ message: String) -> TMDbResponse {
        let body: JSONValue = .object([
            "success": .bool(false), "status_code": .int(code),
            "status_message": .string(message),
        ])
        return TMDbResponse(
            status: status, headers: ["Content-Type": "application/json;charset=utf-8"],
            body: body.encoded())
    }
}
