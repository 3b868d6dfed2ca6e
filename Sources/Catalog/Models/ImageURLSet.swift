/// What an image shows; decides TMDb's size list and the placeholder's aspect ratio.
public enum ImageKind: String, Sendable, Hashable, Codable, CaseIterable {
    case poster, backdrop, still, profile, logo

    /// TMDb's sizes for this kind, smallest first; "original" last: the lists `GET /configuration` returns
    /// (https://developer.themoviedb.org/reference/configuration-details).
    public var tmdbSizes: [ImageSize] {
        switch self {
        case .poster: [.width(92), .width(154), .width(185), .width(342), .width(500), .width(780), .original]
        case .backdrop: [.width(300), .width(780), .width(1280), .original]
        case .still: [.width(92), .width(185), .width(300), .original]
        case .profile: [.width(45), .width(185), .height(632), .original]
        case .logo: [.width(45), .width(92), .width(154), .width(185), .width(300), .width(500), .original]
        }
    }

    /// Width divided by height.
    public var aspectRatio: Double {
        switch self {
        case .poster, .profile: 2.0 / 3.0
        case .backdrop, .still: 16.0 / 9.0
        case .logo: 1
        }
    }
}

/// One of TMDb's image sizes ("w185", "h632", "original").
public enum ImageSize: Sendable, Hashable, Codable {
    case width(Int)
    case height(Int)
    case original

    /// The path segment TMDb uses for this size.
    public var pathSegment: String {
        switch self {
        case .width(let pixels): "w\(pixels)"
        case .height(let pixels): "h\(pixels)"
        case .original: "original"
        }
    }

    /// The size of a TMDb path segment ("w185", "h632", "original"); nil for anything else.
    public init?(pathSegment: String) {
        if pathSegment == "original" {
            self = .original
            return
        }
        var segment = pathSegment
        let parsed = segment.withUTF8 { bytes -> ImageSize? in
            guard let letter = bytes.first,
                let pixels = CalendarDate.decimal(UnsafeBufferPointer(rebasing: bytes.dropFirst())), pixels > 0
            else { return nil }
            switch letter {
            case UInt8(ascii: "w"): return .width(pixels)
            case UInt8(ascii: "h"): return .height(pixels)
            default: return nil
            }
        }
        guard let parsed else { return nil }
        self = parsed
    }

    /// Coded as its path segment ("w185"): one string, where the synthesised coding of an enum with
    /// associated values takes two nested containers per size (decoding a cached image set was most of a
    /// cached episode's read).
    public init(from decoder: any Decoder) throws {
        let segment = try decoder.singleValueContainer().decode(String.self)
        guard let size = ImageSize(pathSegment: segment) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "Not a TMDb image size: \(segment)"))
        }
        self = size
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(pathSegment)
    }

    /// Approximate width in pixels for an image of the given kind (nil for "original": unbounded).
    public func approximateWidth(for kind: ImageKind) -> Int? {
        switch self {
        case .width(let pixels): pixels
        case .height(let pixels): Int(Double(pixels) * kind.aspectRatio + 0.5)
        case .original: nil
        }
    }
}

/// Where to fetch one image at any of its sizes: `baseURL + size + path`.
///
/// TMDb: base "https://image.tmdb.org/t/p/", path "/abc.jpg". The demo catalog uses a `file://`
/// base and its own, shorter size list.
public struct ImageURLSet: Sendable, Hashable, Codable {
    public let kind: ImageKind
    public let baseURL: String
    public let path: String
    public let sizes: [ImageSize]

    public init(kind: ImageKind, baseURL: String, path: String, sizes: [ImageSize]? = nil) {
        self.kind = kind
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        self.path = path.hasPrefix("/") ? String(path.dropFirst()) : path
        self.sizes = sizes ?? kind.tmdbSizes
    }

    /// Decodes what ``encode(to:)`` writes: kind, base URL, path, then the sizes only when they are not the
    /// kind's TMDb sizes.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let kindName = try container.decode(String.self)
        guard let kind = ImageKind(rawValue: kindName) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not an image kind: \(kindName)")
        }
        self.kind = kind
        baseURL = try container.decode(String.self)
        path = try container.decode(String.self)
        sizes = container.isAtEnd ? kind.tmdbSizes : try container.decode([ImageSize].self)
    }

    /// One small array, `[kind, baseURL, path]` (plus the sizes when they are not the kind's TMDb sizes, as
    /// nearly always): a cached page of titles reads an image set per title, and a keyed container with the
    /// sizes spelled out was most of an episode's decoding.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(kind.rawValue)
        try container.encode(baseURL)
        try container.encode(path)
        if sizes != kind.tmdbSizes { try container.encode(sizes) }
    }

    /// The URL of the image at `size`.
    public func url(size: ImageSize) -> String {
        "\(baseURL)\(size.pathSegment)/\(path)"
    }

    /// The smallest size at least `pixels` wide ("original" when none is wide enough).
    public func size(forWidthPixels pixels: Int) -> ImageSize {
        for size in sizes {
            if let width = size.approximateWidth(for: kind), width >= pixels { return size }
        }
        return sizes.contains(.original) ? .original : (sizes.last ?? .original)
    }

    /// The URL for a widget `points` wide on a screen with `scale` pixels per point.
    public func url(forWidthPoints points: Int, scale: Int = 1) -> String {
        url(size: size(forWidthPixels: points * max(scale, 1)))
    }

    /// A small thumbnail (list rows).
    public var thumbnail: String { url(size: sizes.first ?? .original) }
    /// Card size (carousels, episode rows): the smallest size at least 185 px wide.
    public var card: String { url(size: size(forWidthPixels: 185)) }
    /// Detail size (posters on detail pages): at least 500 px wide.
    public var detail: String { url(size: size(forWidthPixels: 500)) }
    /// The largest size ("original"): full-width headers.
    public var full: String { url(size: sizes.contains(.original) ? .original : (sizes.last ?? .original)) }
}
