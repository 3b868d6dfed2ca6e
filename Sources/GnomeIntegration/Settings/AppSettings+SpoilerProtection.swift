import Synchronization

/// The spoiler protection switch of Preferences, readable from any thread.
extension AppSettings {
    /// Reads "spoiler-protection" as it is now, whenever called and from any thread: the main thread keeps a
    /// copy in step with the setting, so pages opened after a change in Preferences follow it.
    public func followingSpoilerProtection() -> @Sendable () -> Bool {
        let current = SpoilerProtectionCopy(spoilerProtection)
        observe(.spoilerProtection) { [weak self, weak current] _ in
            guard let self else { return }
            current?.value = self.spoilerProtection
        }
        return { [current] in current.value }
    }
}

/// The last value of "spoiler-protection" the main thread read.
private final class SpoilerProtectionCopy: Sendable {
    private let isOn: Mutex<Bool>

    init(_ isOn: Bool) {
        self.isOn = Mutex(isOn)
    }

    var value: Bool {
        get { isOn.withLock { $0 } }
        set { isOn.withLock { $0 = newValue } }
    }
}
