import Synchronization

/// The streaming services chosen in Preferences, readable from any thread.
extension AppSettings {
    /// Reads "my-services" as it is now, whenever called and from any thread: the main thread keeps a copy in
    /// step with the setting (Preferences, `gsettings set`), so filters see a change without a restart.
    public func followingMyServices() -> @Sendable () -> Set<Int> {
        let current = MyServicesCopy(Set(myServices))
        observe(.myServices) { [weak self, weak current] _ in
            guard let self else { return }
            current?.value = Set(self.myServices)
        }
        return { [current] in current.value }
    }
}

/// The last value of "my-services" the main thread read.
private final class MyServicesCopy: Sendable {
    private let ids: Mutex<Set<Int>>

    init(_ ids: Set<Int>) {
        self.ids = Mutex(ids)
    }

    var value: Set<Int> {
        get { ids.withLock { $0 } }
        set { ids.withLock { $0 = newValue } }
    }
}
