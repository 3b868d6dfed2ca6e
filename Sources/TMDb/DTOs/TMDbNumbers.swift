/// The numbers accepted from TMDb (ids, counts, runtimes, season, episode and page numbers).
enum TMDbNumbers {
    /// 0 through 2³¹ − 1: anything else is treated as missing, so no later arithmetic can overflow.
    static let range = 0...Int(Int32.max)

    /// `number` without its fraction, or nil when it is not finite or outside ``range``.
    static func wholeNumber(_ number: Double) -> Int? {
        guard number.isFinite else { return nil }
        let whole = number.rounded(.towardZero)
        guard whole >= Double(range.lowerBound), whole <= Double(range.upperBound) else { return nil }
        return Int(whole)
    }
}
