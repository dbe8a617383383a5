import Foundation

// UIKit adds `section`/`item`/`row` to `IndexPath`; swift-corelibs-foundation has no UIKit, so
// ScrollReel adds them here so that ported layout code reads the same.
extension IndexPath {
    /// An index path for an item in a collection-view section.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// An index path for a row in a table-view section.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section number (first index).
    public var section: Int { self[0] }

    /// The item number within the section (second index).
    public var item: Int { self[1] }

    /// The row number within the section (second index), as for table views.
    public var row: Int { self[1] }
}
