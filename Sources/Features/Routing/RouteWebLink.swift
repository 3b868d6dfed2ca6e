extension Route {
    /// The page of the same title, season, episode, person or cast list on TMDb's website ("Open on TMDb",
    /// "Copy Link"); nil for pages that have none (lists of the app's own, the calendar, history).
    public var tmdbWebURL: String? {
        let site = "https://www.themoviedb.org/"
        switch pattern {
        case MovieDetailsFeature.pattern, TVSeriesDetailsFeature.pattern, TVSeasonDetailsFeature.pattern,
             TVEpisodeDetailsFeature.pattern, PersonDetailsFeature.pattern:
            return site + description
        case MovieCreditsFeature.pattern:
            return site + "movie/\(numbers[0])/cast"
        case TVSeriesCreditsFeature.pattern:
            return site + "tv/\(numbers[0])/cast"
        default:
            return nil
        }
    }
}
