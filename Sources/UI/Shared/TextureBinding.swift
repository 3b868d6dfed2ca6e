import GtkKit
import Images

/// Loads one image for a widget through an `ImageSource` while the widget is on screen: starts when it is
/// mapped, cancels and drops the texture when it is unmapped or given another URL, loads again (from the
/// memory cache) when it is mapped again.
@MainActor
final class TextureBinding {
    private let source: ImageSource?
    private let widget: Widget
    private let fitting: (width: Int, height: Int)?
    private let apply: @MainActor (Texture?) -> Void
    private let failed: @MainActor () -> Void
    private(set) var url: String?
    private var task: Task<Void, Never>?
    /// The memory cache looked at again before the next frame, while `task` loads.
    private var lookAgain: TickCallbackID?
    private var isShown = false
    private var hasTexture = false

    /// Follows `widget`'s mapping; `apply(nil)` drops the texture, `failed` runs when loading failed.
    /// `fitting` (points) is the fixed area the image is drawn into, when it has one: the texture is then
    /// scaled down to it (times the widget's scale factor) off the main thread.
    init(
        widget: Widget, source: ImageSource?, fitting: (width: Int, height: Int)? = nil,
        apply: @escaping @MainActor (Texture?) -> Void, failed: @escaping @MainActor () -> Void
    ) {
        self.source = source
        self.widget = widget
        self.fitting = fitting
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
        stopLookingAgain()
        if hasTexture {
            hasTexture = false
            apply(nil)
        }
    }

    private func load() {
        guard isShown, !hasTexture, task == nil, let url, let source else { return }
        let area = fitting.map { fitting in
            let scale = max(widget.scaleFactor, 1)
            return PixelSize(width: fitting.width * scale, height: fitting.height * scale)
        }
        // In the memory cache (seen before, or prefetched): shown in the frame the widget is mapped in.
        if let texture = source.cachedTexture(for: url, fitting: area) {
            hasTexture = true
            apply(texture)
            return
        }
        // A prefetched image may land before the next frame, the task only after it (main-actor tasks run when
        // the main loop is idle): the next frame looks in the memory cache again before it is laid out.
        lookAgain = widget.addTickCallback { [weak self] in
            self?.takeCached(url, fitting: area)
            return false
        }
        task = Task { [weak self] in
            let texture =
                if let area { try? await source.texture(for: url, fitting: area) } else {
                    try? await source.texture(for: url)
                }
            guard let self, !Task.isCancelled, self.url == url else { return }
            self.task = nil
            self.stopLookingAgain()
            if let texture {
                self.hasTexture = true
                self.apply(texture)
            } else {
                self.failed()
            }
        }
    }

    /// Shows `url`'s texture if the memory cache has it by now, instead of waiting for the task.
    private func takeCached(_ url: String, fitting: PixelSize?) {
        lookAgain = nil
        guard task != nil, self.url == url, let texture = source?.cachedTexture(for: url, fitting: fitting) else {
            return
        }
        task?.cancel()
        task = nil
        hasTexture = true
        apply(texture)
    }

    private func stopLookingAgain() {
        if let lookAgain { widget.removeTickCallback(lookAgain) }
        lookAgain = nil
    }
}
