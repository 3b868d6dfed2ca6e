import CGtk

/// A reference to decoded image data (GdkTexture) for any thread: GdkTextures are immutable, so they
/// can be made on a worker thread and shown on the main thread (wrap it in a `Texture` there).
///
/// The final reference is dropped through the default main context, so the texture is finalised on the
/// GTK thread when a main loop runs there.
/// Unchecked: the pointer never changes and a GdkTexture is immutable, with an atomic reference count.
public final class TextureHandle: @unchecked Sendable {
    /// The `GdkTexture *`; this object owns one reference.
    public let pointer: OpaquePointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    private init(taking pointer: OpaquePointer) {
        self.pointer = pointer
        width = Int(gdk_texture_get_width(pointer))
        height = Int(gdk_texture_get_height(pointer))
    }

    /// Decodes PNG/JPEG/TIFF bytes: JPEGs with the app's libjpeg decoder (GTK's pixels, fewer page faults),
    /// the rest with gdk_texture_new_from_bytes.
    public convenience init(encoded bytes: UnsafeRawBufferPointer) throws(Texture.DecodingError) {
        self.init(taking: try decodeTexture(bytes).get())
    }

    /// Decodes JPEG bytes scaled down to exactly `width` × `height` pixels as they are decoded (libjpeg's DCT
    /// scaling, then bilinear; an R8G8B8 texture, no full-size copy), when larger than that; `sourceWidth`
    /// and `sourceHeight` are the image's own size. Nil when the bytes are not a JPEG this decoder handles
    /// (CMYK, other formats): decode those with ``init(encoded:)``.
    public static func decodingJPEG(_ bytes: UnsafeRawBufferPointer, scaledTo width: Int, _ height: Int)
        throws(Texture.DecodingError) -> (texture: TextureHandle, sourceWidth: Int, sourceHeight: Int)?
    {
        guard let result = decodeJPEGTexture(bytes, width: width, height: height) else { return nil }
        let decoded = try result.get()
        return (TextureHandle(taking: decoded.texture), decoded.sourceWidth, decoded.sourceHeight)
    }

    /// A texture copying `height` rows of `stride` bytes of `format` pixels (gdk_memory_texture_new).
    public convenience init(
        width: Int, height: Int, format: MemoryFormat, pixels: UnsafeRawPointer?,
        stride: Int
    ) {
        self.init(
            taking: makeMemoryTexture(
                width: width, height: height, format: format, pixels: pixels,
                stride: stride))
    }

    /// Another reference to the same texture.
    public func copy() -> TextureHandle {
        g_object_ref(UnsafeMutableRawPointer(pointer))
        return TextureHandle(taking: pointer)
    }

    /// Writes the pixels as premultiplied B, G, R, A (cairo's ARGB32 on little-endian machines),
    /// `stride` bytes per row, into `pixels`.
    public func download(into pixels: UnsafeMutablePointer<UInt8>?, stride: Int) {
        gdk_texture_download(pointer, pixels, gsize(stride))
    }

    deinit {
        g_main_context_invoke_full(
            nil, G_PRIORITY_DEFAULT_IDLE,
            { object in
                g_object_unref(object)
                return gboolean(G_SOURCE_REMOVE)
            }, UnsafeMutableRawPointer(pointer), nil)
    }
}
