import Catalog

extension KeyedDecodingContainer where Key == AnyKey {
    /// TMDb's user score from `vote_average` (0–10) and `vote_count` of a details answer; nil when either is
    /// missing, unreadable or out of range.
    /// https://developer.themoviedb.org/reference/movie-details and …/tv-series-details
    func voteScore() -> VoteScore? {
        guard let average = double("vote_average"), average.isFinite, (0...10).contains(average),
            let count = int("vote_count")
        else { return nil }
        return VoteScore(average: average, count: count)
    }
}
