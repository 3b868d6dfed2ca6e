import CGtk

extension CanvasSnapshot {
    /// Draws `texture` (an image, e.g. a poster) scaled into the rectangle, with rounded corners when
    /// `cornerRadius` > 0.
    public func texture(
        _ texture: Texture, x: Double, y: Double, width: Double, height: Double, cornerRadius: Double = 0
    ) {
        guard width > 0, height > 0 else { return }
        var rect = graphene_rect_t(
            origin: graphene_point_t(x: Float(x), y: Float(y)),
            size: graphene_size_t(width: Float(width), height: Float(height)))
        var rounded = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&rounded, &rect, Float(min(cornerRadius, width / 2, height / 2)))
        gtk_snapshot_push_rounded_clip(snapshot, &rounded)
        gtk_snapshot_append_texture(snapshot, texture.opaque, &rect)
        gtk_snapshot_pop(snapshot)
    }
}
