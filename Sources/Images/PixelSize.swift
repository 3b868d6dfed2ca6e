/// A size in device pixels: the area an image is drawn into.
public struct PixelSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size `source` is scaled down to so that it covers this area without distortion (the source
    /// itself when it is not larger in both directions).
    func cover(_ source: PixelSize) -> PixelSize {
        guard width > 0, height > 0, source.width > 0, source.height > 0 else { return source }
        let scale = max(Double(width) / Double(source.width), Double(height) / Double(source.height))
        guard scale < 1 else { return source }
        return PixelSize(
            width: max(1, Int((Double(source.width) * scale).rounded())),
            height: max(1, Int((Double(source.height) * scale).rounded())))
    }
}
