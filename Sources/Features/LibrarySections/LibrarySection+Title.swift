import Catalog
import Localization

extension LibrarySection {
    /// The translated name (the sidebar, the page's title).
    public var title: String {
        switch self {
        case .watching: tr("Watching")
        case .planToWatch: tr("Plan to Watch")
        case .completed: tr("Completed")
        case .onHold: tr("On Hold")
        case .dropped: tr("Dropped")
        case .hidden: tr("Hidden")
        }
    }
}
