extension EpisodeCalendar.Entry {
    /// The episode's page on TMDb's website.
    public var webURL: String {
        "https://www.themoviedb.org/tv/\(seriesID)/season/\(episode.seasonNumber)/episode/\(episode.episodeNumber)"
    }

    /// The same for every export of the episode, so calendar apps update the event instead of adding one.
    public var stableID: String {
        "tv-\(seriesID)-s\(episode.seasonNumber)-e\(episode.episodeNumber)@popcorn.github.io"
    }
}
