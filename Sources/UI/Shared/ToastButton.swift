/// A toast's button, e.g. "Undo".
@MainActor
public struct ToastButton {
    /// The label (with a mnemonic, e.g. "_Undo").
    public let label: String
    public let onClicked: @MainActor () -> Void

    public init(label: String, onClicked: @escaping @MainActor () -> Void) {
        self.label = label
        self.onClicked = onClicked
    }
}
