import GtkKit

/// Loads one image for a widget through an `ImageSource` while the widget is on screen: starts when it is
/// mapped, cancels and drops the texture when it is unmapped or given another URL, loads again (from the
/// memory cache) when it is mapped again.
@MainActor
final class TextureBinding {
    private let source: ImageSource?
    private let apply: @MainActor (Texture?) -> Void
    private let failed: @MainActor () -> Void
    private(set) var url: String?
    private var task: Task<Void, Never>?
    private var isShown = false
    private var hasTexture = false

    /// Follows `widget`'s mapping; `apply(nil)` drops the texture, `failed` runs when loading failed.
    init(widget: Widget, source: ImageSource?, apply: @escaping @MainActor (Texture?) -> Void,
         failed: @escaping @MainActor () -> Void) {
        self.source = source
        self.apply = apply
        self.failed = failed
        isShown = widget.isMapped
        widget.onMap { [weak self] in
            self?.isShown = true
            self?.load()
        }
        widget.onUnmap { [weak self] in
            self?.isShown = false
            self?.release()
        }
    }

    /// Shows the image at `url` (nil: none).
    func show(_ url: String?) {
        guard url != self.url else {
            load()
            return
        }
        release()
        self.url = url
        load()
    }

    /// Drops the texture and forgets the URL.
    func clear() {
        release()
        url = nil
    }

    private func release() {
        task?.cancel()
        task = nil
        if hasTexture {
            hasTexture = false
            apply(nil)
        }
    }

    private func load() {
        guard isShown, !hasTexture, task == nil, let url, let source else { return }
        task = Task { [weak self] in
            let texture = try? await source.texture(for: url)
            guard let self, !Task.isCancelled, self.url == url else { return }
            self.task = nil
            if let texture {
                self.hasTexture = true
                self.apply(texture)
            } else {
                self.failed()
            }
        }
    }
}
