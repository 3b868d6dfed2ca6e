import Catalog
import Localization

extension SQLiteLibrary {
    public func followChoices() async throws(CatalogError) -> [Int: Bool] {
        try read { connection in
            Dictionary(
                try connection.query("SELECT seriesID, following FROM follow") { row in
                    (Int(row.int(0)), row.int(1) != 0)
                }, uniquingKeysWith: { $1 })
        }
    }

    public func setFollowing(_ following: Bool, seriesID: Int) async throws(CatalogError) {
        try write(failure: tr("The choice to follow the series could not be saved.")) { connection in
            try connection.run(
                "INSERT OR REPLACE INTO follow (seriesID, following, changedAt) VALUES (?, ?, ?)",
                [.integer(Int64(seriesID)), .integer(following ? 1 : 0), .real(now())])
            if !following {
                try connection.run("DELETE FROM announcement_baseline WHERE seriesID = ?", [.integer(Int64(seriesID))])
            }
        }
    }

    public func notificationChoices() async throws(CatalogError) -> [Int: NotificationChoice] {
        try read { connection in
            Dictionary(
                try connection.query("SELECT seriesID, following, notify FROM follow") { row in
                    let choice: NotificationChoice =
                        row.int(1) == 0 ? .never : (row.text(2) == "season" ? .wholeSeason : .eachEpisode)
                    return (Int(row.int(0)), choice)
                }, uniquingKeysWith: { $1 })
        }
    }

    public func setNotificationChoice(_ choice: NotificationChoice, seriesID: Int) async throws(CatalogError) {
        try write(failure: tr("The notification choice could not be saved.")) { connection in
            try connection.run(
                "INSERT OR REPLACE INTO follow (seriesID, following, notify, changedAt) VALUES (?, ?, ?, ?)",
                [
                    .integer(Int64(seriesID)), .integer(choice.isFollowing ? 1 : 0),
                    .text(choice == .wholeSeason ? "season" : "episode"), .real(now()),
                ])
            if !choice.isFollowing {
                try connection.run("DELETE FROM announcement_baseline WHERE seriesID = ?", [.integer(Int64(seriesID))])
            }
        }
    }

    public func claimAnnouncements(of aired: [EpisodeKey], inSeries seriesID: Int) async throws(CatalogError)
        -> AnnouncementClaim
    {
        let time = now()
        return try write(failure: tr("The new episodes could not be recorded.")) { connection in
            let id = SQLiteValue.integer(Int64(seriesID))
            let hasBaseline = try !connection.query("SELECT 1 FROM announcement_baseline WHERE seriesID = ?", [id]) {
                _ in
                true
            }.isEmpty
            var new: [EpisodeKey] = []
            for key in aired {
                try connection.run(
                    "INSERT OR IGNORE INTO announced_episode (seriesID, season, episode, announcedAt) "
                        + "VALUES (?, ?, ?, ?)",
                    [id, .integer(Int64(key.season)), .integer(Int64(key.episode)), .real(time)])
                if connection.changes > 0 { new.append(key) }
            }
            guard hasBaseline else {
                try connection.run(
                    "INSERT INTO announcement_baseline (seriesID, recordedAt) VALUES (?, ?)",
                    [id, .real(time)])
                return .baseline
            }
            return .new(new)
        }
    }

    public func forgetBaselines(keeping followed: Set<Int>) async throws(CatalogError) {
        try write(failure: tr("The new episodes could not be recorded.")) { connection in
            let stored = try connection.query("SELECT seriesID FROM announcement_baseline") { Int($0.int(0)) }
            for seriesID in stored where !followed.contains(seriesID) {
                try connection.run("DELETE FROM announcement_baseline WHERE seriesID = ?", [.integer(Int64(seriesID))])
            }
        }
    }
}
