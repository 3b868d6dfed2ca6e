import Catalog

extension TMDbImageConfiguration {
    /// The collection of `dto`, its images and parts as URLs of this configuration.
    func movieCollection(_ dto: MovieCollectionDTO) -> MovieCollection {
        MovieCollection(
            id: dto.id, name: dto.name, overview: dto.overview,
            poster: image(.poster, path: dto.posterPath), backdrop: image(.backdrop, path: dto.backdropPath),
            parts: dto.parts.map(movieSummary))
    }
}
