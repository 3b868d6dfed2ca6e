import GtkKit

/// Makes Tab and Shift+Tab leave a list or grid view in one step (arrows move between its items), so
/// keyboard users do not have to walk through every card of every carousel.
@MainActor
enum TabPastList {
    private static let tab: UInt32 = 0xff09
    private static let leftTab: UInt32 = 0xfe20

    static func install(on list: Widget) {
        let keys = KeyController()
        keys.propagationPhase = .capture
        keys.onKeyPressed { [weak list] keyval, modifiers in
            guard let list, keyval == tab || keyval == leftTab,
                modifiers.subtracting(.shift).isEmpty
            else { return false }
            return list.moveFocusPast(forward: keyval == tab && !modifiers.contains(.shift))
        }
        list.addController(keys)
    }
}
