public import FoundationEssentials
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

    /// The section number (first index); 0 for an empty path.
    ///
    /// Foundation on iOS traps on a path without exactly two indexes; layouts do pass
    /// `IndexPath(index: n)` for headers, so ScrollReel reads a missing index as 0 instead.
    public var section: Int { count > 0 ? self[0] : 0 }

    /// The item number within the section (second index); 0 when the path has no second index.
    public var item: Int { count > 1 ? self[1] : 0 }

    /// The row number within the section (second index), as for table views.
    public var row: Int { item }
}
