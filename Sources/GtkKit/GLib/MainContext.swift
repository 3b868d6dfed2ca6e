import CGtk

/// GLib's default main context, for programs that run no main loop (the fuzzer, command-line tools).
public enum MainContext {
    /// Dispatches every source that is ready, without waiting: e.g. the texture releases
    /// ``TextureHandle`` queues there.
    public static func dispatchPending() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }
}
