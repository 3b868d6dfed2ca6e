/// How stills hidden from spoilers are drawn.
enum SpoilerStyle {
    /// The blur of an episode row's still (about 107 × 60): nothing in it can be made out.
    static let stillBlurRadius = 10.0
    /// The blur of the episode page's full-width still.
    static let headerBlurRadius = 40.0
}
