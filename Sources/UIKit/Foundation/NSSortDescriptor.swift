public import Foundation

/// `NSSortDescriptor(key:ascending:)`, which Linux's Foundation has no key-value coding for: a
/// key and a direction, read by whoever sorts (Core Data's fetches). Declared here it shadows
/// Foundation's in an app's files, which import UIKit.
open class NSSortDescriptor: NSObject, @unchecked Sendable {
    open private(set) var key: String?
    open private(set) var ascending: Bool

    public init(key: String?, ascending: Bool) {
        self.key = key
        self.ascending = ascending
        super.init()
    }

    /// With a comparison method's selector (`localizedStandardCompare:`): the key and direction
    /// are kept; values compare by their own order.
    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        self.init(key: key, ascending: ascending)
    }

    open var reversedSortDescriptor: NSSortDescriptor { NSSortDescriptor(key: key, ascending: !ascending) }
}
