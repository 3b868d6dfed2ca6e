import CSQLite
import Catalog

/// Figure 11's baseline: the statistics' data as SQLite tables and the same aggregation as SQL.
extension StatisticsBenchmark {
    /// Kinds in the tables: a movie, an episode, a series.
    private enum Kind: Int64 {
        case movie = 0
        case episode = 1
        case series = 2
    }

    private static let schema = """
        CREATE TABLE play(kind INTEGER, title INTEGER, season INTEGER, episode INTEGER, watchedAt REAL);
        CREATE INDEX play_title ON play(kind, title, season, episode);
        CREATE TABLE movie(id INTEGER PRIMARY KEY, runtime INTEGER);
        CREATE TABLE series(id INTEGER PRIMARY KEY, typical INTEGER);
        CREATE TABLE episode(series INTEGER, season INTEGER, episode INTEGER, runtime INTEGER,
                             PRIMARY KEY(series, season, episode)) WITHOUT ROWID;
        CREATE TABLE title_genre(kind INTEGER, title INTEGER, genre INTEGER, name TEXT);
        CREATE INDEX title_genre_title ON title_genre(kind, title);
        CREATE TABLE title_person(kind INTEGER, title INTEGER, person INTEGER, name TEXT, role INTEGER);
        CREATE INDEX title_person_title ON title_person(kind, title);
        CREATE TABLE rating(kind INTEGER, title INTEGER, season INTEGER, episode INTEGER, value INTEGER,
                            PRIMARY KEY(kind, title, season, episode)) WITHOUT ROWID;
        """

    /// Writes the plays, ratings and details to a new database at `path`.
    static func write(plays: [Play], ratings: [TrackedTitle: Rating], details: StatisticsDetails, to path: String)
        throws
    {
        let database = try open(path)
        defer { sqlite3_close(database) }
        try execute(database, schema + "BEGIN;")
        func insert(_ sql: String, _ rows: [[Any?]]) throws {
            var statement: OpaquePointer?
            guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK else { throw error(database) }
            defer { sqlite3_finalize(statement) }
            let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
            for row in rows {
                for (index, value) in row.enumerated() {
                    switch value {
                    case let number as Int64: sqlite3_bind_int64(statement, Int32(index + 1), number)
                    case let number as Int: sqlite3_bind_int64(statement, Int32(index + 1), Int64(number))
                    case let number as Double: sqlite3_bind_double(statement, Int32(index + 1), number)
                    case let text as String: sqlite3_bind_text(statement, Int32(index + 1), text, -1, transient)
                    default: sqlite3_bind_null(statement, Int32(index + 1))
                    }
                }
                guard sqlite3_step(statement) == SQLITE_DONE else { throw error(database) }
                sqlite3_reset(statement)
            }
        }
        func key(_ title: TrackedTitle) -> [Any?] {
            switch title {
            case .movie(let id): [Kind.movie.rawValue, id, 0, 0]
            case .series(let id): [Kind.series.rawValue, id, 0, 0]
            case .episode(let key): [Kind.episode.rawValue, key.seriesID, key.season, key.episode]
            }
        }
        try insert("INSERT INTO play VALUES (?, ?, ?, ?, ?)", plays.map { key($0.title) + [$0.watchedAt] })
        try insert("INSERT INTO rating VALUES (?, ?, ?, ?, ?)", ratings.map { key($0.key) + [$0.value.value] })
        try insert("INSERT INTO movie VALUES (?, ?)", details.movies.map { [$0.key, $0.value.runtime] })
        try insert("INSERT INTO series VALUES (?, ?)", details.series.map { [$0.key, $0.value.typicalEpisodeRuntime] })
        try insert(
            "INSERT INTO episode VALUES (?, ?, ?, ?)",
            details.series.values.flatMap { facts -> [[Any?]] in
                facts.airedEpisodes.map { [$0.seriesID, $0.season, $0.episode, facts.episodeRuntimes[$0]] }
            })
        let titles =
            details.movies.map { (Kind.movie.rawValue, $0.key, $0.value.genres, $0.value.people) }
            + details.series.map { (Kind.series.rawValue, $0.key, $0.value.genres, $0.value.people) }
        try insert(
            "INSERT INTO title_genre VALUES (?, ?, ?, ?)",
            titles.flatMap { kind, id, genres, _ -> [[Any?]] in
                genres.map { [kind, id, $0.id, $0.name] }
            })
        try insert(
            "INSERT INTO title_person VALUES (?, ?, ?, ?, ?)",
            titles.flatMap { kind, id, _, people -> [[Any?]] in
                people.map { [kind, id, $0.id, $0.name, $0.role == .cast ? 0 : 1] }
            })
        try execute(database, "COMMIT; ANALYZE;")
    }

    /// The statistics as SQL (all time): plays and minutes per day (months and the streak from those rows),
    /// distinct titles, completed series, genres and the first 25 people of each role by titles, ratings.
    /// Returns the figures to check against the page's: minutes, movie plays, movies, episode plays,
    /// episodes, completed series, the longest streak.
    static func sqlAggregation(_ path: String) throws -> [Int] {
        let database = try open(path)
        defer { sqlite3_close(database) }
        var minutes = 0
        var (streak, longest, previousDay) = (0, 0, Int64.min)
        var months: [Int64: (plays: Int64, minutes: Int64)] = [:]
        try query(
            database,
            """
            SELECT CAST(p.watchedAt / 86400 AS INTEGER) AS day, COUNT(*),
                   SUM(CASE p.kind WHEN 0 THEN COALESCE(m.runtime, 0) ELSE COALESCE(e.runtime, s.typical, 0) END)
            FROM play p
            LEFT JOIN movie m ON p.kind = 0 AND m.id = p.title
            LEFT JOIN episode e ON p.kind = 1 AND e.series = p.title AND e.season = p.season AND e.episode = p.episode
            LEFT JOIN series s ON p.kind = 1 AND s.id = p.title
            GROUP BY day ORDER BY day
            """
        ) { row in
            let day = sqlite3_column_int64(row, 0)
            let dayMinutes = sqlite3_column_int64(row, 2)
            minutes += Int(dayMinutes)
            streak = day == previousDay + 1 ? streak + 1 : 1
            longest = max(longest, streak)
            previousDay = day
            let date = CalendarDate(dayNumber: Int(day))
            months[Int64(date.year * 12 + date.month), default: (0, 0)].plays += sqlite3_column_int64(row, 1)
            months[Int64(date.year * 12 + date.month), default: (0, 0)].minutes += dayMinutes
        }
        var figures: [Int64] = []
        try query(
            database,
            """
            SELECT (SELECT COUNT(*) FROM play WHERE kind = 0), (SELECT COUNT(DISTINCT title) FROM play WHERE kind = 0),
                   (SELECT COUNT(*) FROM play WHERE kind = 1),
                   (SELECT COUNT(*) FROM (SELECT DISTINCT title, season, episode FROM play WHERE kind = 1)),
                   (SELECT COUNT(*) FROM series s WHERE NOT EXISTS (
                       SELECT 1 FROM episode e WHERE e.series = s.id AND NOT EXISTS (
                           SELECT 1 FROM play p WHERE p.kind = 1 AND p.title = e.series AND p.season = e.season
                               AND p.episode = e.episode)))
            """
        ) { row in
            figures = (0..<5).map { sqlite3_column_int64(row, $0) }
        }
        let watched =
            "WITH watched(kind, title) AS (SELECT DISTINCT CASE kind WHEN 0 THEN 0 ELSE 2 END, title FROM play) "
        var genres: [(Int64, String, Int64)] = []
        try query(
            database,
            watched + """
                SELECT g.genre, g.name, COUNT(*) AS titles FROM watched w
                JOIN title_genre g ON g.kind = w.kind AND g.title = w.title
                GROUP BY g.genre ORDER BY titles DESC, g.name
                """
        ) { row in
            genres.append(
                (
                    sqlite3_column_int64(row, 0), String(cString: sqlite3_column_text(row, 1)),
                    sqlite3_column_int64(row, 2)
                ))
        }
        var people: [[(Int64, String, Int64)]] = [[], []]
        try query(
            database,
            watched + """
                SELECT t.person, t.name, t.role, COUNT(*) AS titles FROM watched w
                JOIN title_person t ON t.kind = w.kind AND t.title = w.title
                GROUP BY t.person, t.role ORDER BY titles DESC, t.name
                """
        ) { row in
            let role = Int(sqlite3_column_int64(row, 2))
            guard people[role].count < Statistics.peoplePerRole else { return }
            people[role].append(
                (
                    sqlite3_column_int64(row, 0), String(cString: sqlite3_column_text(row, 1)),
                    sqlite3_column_int64(row, 3)
                ))
        }
        var ratings: [Int64: Int64] = [:]
        try query(
            database,
            """
            SELECT r.value, COUNT(*) FROM rating r
            WHERE EXISTS (SELECT 1 FROM play p WHERE p.kind = (CASE r.kind WHEN 2 THEN 1 ELSE r.kind END)
                          AND p.title = r.title AND (r.kind = 2 OR (p.season = r.season AND p.episode = r.episode)))
            GROUP BY r.value
            """
        ) { row in
            ratings[sqlite3_column_int64(row, 0)] = sqlite3_column_int64(row, 1)
        }
        blackHole((genres, people, ratings, months))
        return [minutes] + figures.map { Int($0) } + [longest]
    }

    private static func open(_ path: String) throws -> OpaquePointer? {
        var database: OpaquePointer?
        guard sqlite3_open_v2(path, &database, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK else {
            throw Failure(description: "cannot open \(path)")
        }
        return database
    }

    private static func execute(_ database: OpaquePointer?, _ sql: String) throws {
        guard sqlite3_exec(database, sql, nil, nil, nil) == SQLITE_OK else { throw error(database) }
    }

    /// Runs `sql`, calling `row` for each result row.
    private static func query(_ database: OpaquePointer?, _ sql: String, _ row: (OpaquePointer?) -> Void) throws {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK else { throw error(database) }
        defer { sqlite3_finalize(statement) }
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: row(statement)
            case SQLITE_DONE: return
            default: throw error(database)
            }
        }
    }

    private static func error(_ database: OpaquePointer?) -> Failure {
        Failure(description: String(cString: sqlite3_errmsg(database)))
    }
}
