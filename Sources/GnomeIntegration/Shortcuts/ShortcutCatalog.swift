import Localization

/// One keyboard shortcut as shown in the shortcuts window.
public struct ShortcutEntry: Equatable, Sendable {
    /// What the shortcut does.
    public let title: String
    /// GTK accelerator syntax; several accelerators are separated by a space ("<Alt>Left Escape").
    public let accelerator: String
}

/// A titled group of shortcuts.
public struct ShortcutGroup: Equatable, Sendable {
    /// The group's title.
    public let title: String
    /// Its shortcuts.
    public let shortcuts: [ShortcutEntry]
}

/// Every keyboard shortcut of the app, for the shortcuts window (Ctrl+?). Keep in step with the
/// accelerators the app installs (`PrimaryMenu.accelerators` and the shell's).
public enum ShortcutCatalog {
    /// The groups, in display order (titles translated).
    public static var groups: [ShortcutGroup] {
        [
            ShortcutGroup(
                title: tr("General"),
                shortcuts: [
                    ShortcutEntry(title: tr("Show Keyboard Shortcuts"), accelerator: "<Control>question"),
                    ShortcutEntry(title: tr("Preferences"), accelerator: "<Control>comma"),
                    ShortcutEntry(title: tr("Open Main Menu"), accelerator: "F10"),
                    ShortcutEntry(title: tr("Close Window"), accelerator: "<Control>w"),
                    ShortcutEntry(title: tr("Quit"), accelerator: "<Control>q"),
                ]),
            ShortcutGroup(
                title: tr("Navigation"),
                shortcuts: [
                    ShortcutEntry(title: tr("Explore"), accelerator: "<Alt>1"),
                    ShortcutEntry(title: tr("Search"), accelerator: "<Alt>2"),
                    ShortcutEntry(title: tr("Watchlist"), accelerator: "<Alt>3"),
                    ShortcutEntry(title: tr("Up Next"), accelerator: "<Alt>4"),
                    ShortcutEntry(title: tr("Library"), accelerator: "<Alt>5"),
                    ShortcutEntry(title: tr("History"), accelerator: "<Control>h"),
                    ShortcutEntry(title: tr("Calendar"), accelerator: "<Control><Shift>c"),
                    ShortcutEntry(title: tr("Statistics"), accelerator: "<Control><Shift>s"),
                    ShortcutEntry(title: tr("Find Movies, Series and People"), accelerator: "<Control>f"),
                    ShortcutEntry(title: tr("Go Back"), accelerator: "<Alt>Left Escape"),
                ]),
            ShortcutGroup(
                title: tr("Pages"),
                shortcuts: [
                    ShortcutEntry(title: tr("Reload the Page"), accelerator: "<Control>r F5"),
                    ShortcutEntry(title: tr("Add to or Remove from Watchlist"), accelerator: "<Control>d"),
                    ShortcutEntry(
                        title: tr("Open the Context Menu of a Poster or Result"), accelerator: "<Shift>F10 Menu"),
                ]),
            // The title of the focused poster, else of the details page (UI's `LibraryMenuItems`).
            ShortcutGroup(
                title: tr("Library"),
                shortcuts: [
                    ShortcutEntry(title: tr("Put a Series On Hold"), accelerator: "<Control><Shift>o"),
                    ShortcutEntry(title: tr("Drop a Series"), accelerator: "<Control><Shift>x"),
                    ShortcutEntry(title: tr("Clear a Series’ Status"), accelerator: "<Control><Shift>BackSpace"),
                    ShortcutEntry(title: tr("Hide or Unhide"), accelerator: "<Control><Shift>h"),
                    ShortcutEntry(title: tr("Add to a List"), accelerator: "<Control><Shift>l"),
                ]),
        ]
    }

    /// A GtkBuilder description of a GtkShortcutsWindow (id "shortcuts") listing `groups`
    /// (GTK 4.8 has no API to add sections to a shortcuts window from code).
    public static func builderXML(groups: [ShortcutGroup] = groups) -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <interface>
              <object class="GtkShortcutsWindow" id="shortcuts">
                <property name="modal">true</property>
                <property name="title">\(escape(tr("Keyboard Shortcuts")))</property>
                <child>
                  <object class="GtkShortcutsSection">
                    <property name="section-name">shortcuts</property>
                    <property name="max-height">12</property>

            """
        for group in groups {
            xml += """
                        <child>
                          <object class="GtkShortcutsGroup">
                            <property name="title">\(escape(group.title))</property>

                """
            for shortcut in group.shortcuts {
                xml += """
                                <child>
                                  <object class="GtkShortcutsShortcut">
                                    <property name="title">\(escape(shortcut.title))</property>
                                    <property name="accelerator">\(escape(shortcut.accelerator))</property>
                                  </object>
                                </child>

                    """
            }
            xml += """
                          </object>
                        </child>

                """
        }
        xml += """
                  </object>
                </child>
              </object>
            </interface>

            """
        return xml
    }

    /// Escapes text for an XML element.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
