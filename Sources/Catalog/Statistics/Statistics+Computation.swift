extension Statistics {
    /// Counts `plays` (any order) in `period` with the titles' `details` and the user's `ratings`.
    ///
    /// One pass over the plays with flat counters (a day's plays and minutes in arrays indexed by day, the
    /// distinct titles in sets of ids), then one pass over the watched titles for genres, people, companies,
    /// ratings and series' completion.
    public init(
        plays: [Play], ratings userRatings: [TrackedTitle: Rating], details: StatisticsDetails, period: StatisticsPeriod
    ) {
        let range = period.dayRange
        var firstDay = Int.max
        var lastDay = Int.min
        var firstPlayOfEpisode: [EpisodeKey: Double] = [:]
        for play in plays {
            let day = Self.day(of: play)
            if range.contains(day) {
                firstDay = min(firstDay, day)
                lastDay = max(lastDay, day)
            }
            if case .episode(let key) = play.title, firstPlayOfEpisode[key].map({ play.watchedAt < $0 }) ?? true {
                firstPlayOfEpisode[key] = play.watchedAt
            }
        }
        let span = firstDay <= lastDay ? lastDay - firstDay + 1 : 0
        var playsByDay = [Int](repeating: 0, count: span)
        var minutesByDay = [Int](repeating: 0, count: span)
        var movies: Set<Int> = []
        var episodes: Set<EpisodeKey> = []
        var series: Set<Int> = []
        var (moviePlays, episodePlays) = (0, 0)
        for play in plays {
            let day = Self.day(of: play)
            guard range.contains(day) else { continue }
            let minutes: Int
            switch play.title {
            case .movie(let id):
                moviePlays += 1
                movies.insert(id)
                minutes = details.movies[id]?.runtime ?? 0
            case .episode(let key):
                episodePlays += 1
                episodes.insert(key)
                series.insert(key.seriesID)
                let facts = details.series[key.seriesID]
                minutes = facts?.episodeRuntimes[key] ?? facts?.typicalEpisodeRuntime ?? 0
            case .series:
                continue
            }
            playsByDay[day - firstDay] += 1
            minutesByDay[day - firstDay] += minutes
        }

        self.period = period
        self.moviePlays = moviePlays
        self.episodePlays = episodePlays
        moviesWatched = movies.count
        episodesWatched = episodes.count
        minutesWatched = minutesByDay.reduce(0, +)
        days = playsByDay.indices.filter { playsByDay[$0] > 0 }
            .map { Day(date: CalendarDate(dayNumber: firstDay + $0), plays: playsByDay[$0]) }
        months = Self.months(playsByDay: playsByDay, minutesByDay: minutesByDay, firstDay: firstDay, period: period)
        longestStreakDays = Self.longestRun(playsByDay)
        var (completed, inProgress) = (0, 0)
        for id in series {
            guard let aired = details.series[id]?.airedEpisodes, !aired.isEmpty else { continue }
            var completedAt: Double? = -.infinity
            for key in aired {
                completedAt = firstPlayOfEpisode[key].flatMap { first in completedAt.map { max($0, first) } }
            }
            let completedDay = completedAt.map { Int(($0 / 86_400).rounded(.down)) }
            if let completedDay, range.contains(completedDay) {
                completed += 1
            } else if completedDay.map({ $0 > range.upperBound }) ?? true {
                inProgress += 1
            }
        }
        seriesCompleted = completed
        seriesInProgress = inProgress

        var genreTitles: [Int: (genre: Genre, titles: Int)] = [:]
        var personTitles: [StatisticsPerson: Int] = [:]
        var companyTitles: [StatisticsCompany: Int] = [:]
        func count(_ genres: [Genre], _ people: [StatisticsPerson], _ companies: [StatisticsCompany]) {
            for genre in genres { genreTitles[genre.id, default: (genre, 0)].titles += 1 }
            for person in people { personTitles[person, default: 0] += 1 }
            for company in Set(companies) { companyTitles[company, default: 0] += 1 }
        }
        var ratingCounts = [Int](repeating: 0, count: Rating.range.upperBound + 1)
        var tmdbScores = [(sum: Double, count: Int)](repeating: (0, 0), count: Rating.range.upperBound + 1)
        func countRating(_ title: TrackedTitle, score: VoteScore? = nil) {
            guard let value = userRatings[title]?.value, Rating.range.contains(value) else { return }
            ratingCounts[value] += 1
            if let score, score.count > 0 {
                tmdbScores[value].sum += score.average
                tmdbScores[value].count += 1
            }
        }
        var missing: [TrackedTitle] = []
        for id in movies.sorted() {
            guard let facts = details.movies[id] else {
                countRating(.movie(id: id))
                if details.missing.contains(.movie(id: id)) { missing.append(.movie(id: id)) }
                continue
            }
            countRating(.movie(id: id), score: facts.score)
            count(facts.genres, facts.people, facts.companies.map { StatisticsCompany($0, .studio) })
        }
        for id in series.sorted() {
            guard let facts = details.series[id] else {
                countRating(.series(id: id))
                if details.missing.contains(.series(id: id)) { missing.append(.series(id: id)) }
                continue
            }
            countRating(.series(id: id), score: facts.score)
            count(facts.genres, facts.people, facts.networks.map { StatisticsCompany($0, .network) })
        }
        for key in episodes { countRating(.episode(key)) }
        genres = StatisticsRanking.top(genreTitles.count, of: genreTitles.values) {
            ($0.titles, $0.genre.name, $0.genre.id)
        }
        .map { GenreCount(genre: $0.genre, titles: $0.titles) }
        people = [StatisticsPerson.Role.cast, .director].flatMap { role in
            StatisticsRanking.top(Self.peoplePerRole, of: personTitles.lazy.filter { $0.key.role == role }) {
                ($0.value, $0.key.name, $0.key.id)
            }.map { PersonCount(person: $0.key, titles: $0.value) }
        }
        // Networks first where a network and a studio tie in titles, name and id (the ranking keeps the first).
        let networksFirst = companyTitles.sorted { $0.key.kind == .network && $1.key.kind == .studio }
        companies = StatisticsRanking.top(Self.companiesListed, of: networksFirst) {
            ($0.value, $0.key.name, $0.key.id)
        }
        .map { CompanyCount(company: $0.key, titles: $0.value) }
        ratings = Rating.range.map { value in
            let scores = tmdbScores[value]
            return RatingCount(
                value: value, count: ratingCounts[value],
                tmdbAverage: scores.count > 0 ? scores.sum / Double(scores.count) : nil)
        }
        missingDetails = missing
    }

    /// The play's day (UTC), in days since 1970-01-01.
    static func day(of play: Play) -> Int { Int((play.watchedAt / 86_400).rounded(.down)) }

    /// The months of the period: every month of a year; for all time, the first play's month to the last one's.
    private static func months(playsByDay: [Int], minutesByDay: [Int], firstDay: Int, period: StatisticsPeriod)
        -> [Month]
    {
        var totals: [Int: (plays: Int, minutes: Int)] = [:]
        var monthIndexes: [Int] = []
        for offset in playsByDay.indices where playsByDay[offset] > 0 {
            let date = CalendarDate(dayNumber: firstDay + offset)
            let index = date.year * 12 + date.month - 1
            if totals[index] == nil { monthIndexes.append(index) }
            totals[index, default: (0, 0)].plays += playsByDay[offset]
            totals[index, default: (0, 0)].minutes += minutesByDay[offset]
        }
        let indexes: ClosedRange<Int>
        if let year = period.year {
            indexes = year * 12...year * 12 + 11
        } else if let first = monthIndexes.first, let last = monthIndexes.last {
            indexes = first...last
        } else {
            return []
        }
        return indexes.map { index in
            let total = totals[index] ?? (0, 0)
            return Month(year: index / 12, month: index % 12 + 1, plays: total.plays, minutes: total.minutes)
        }
    }

    /// The longest run of consecutive non-zero counts.
    private static func longestRun(_ counts: [Int]) -> Int {
        var (longest, current) = (0, 0)
        for count in counts {
            current = count > 0 ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
