public import Foundation

// UIKit's views, view controllers, responders and gesture recognisers are NSObjects here as on
// iOS, so identity equality, hashing, `isKind(of:)` and an app's own `extension NSObject`
// reach them. What Linux's NSObject lacks, apps still call:

extension NSObject {
    /// `classForCoder()` on the class (NSObject's instance methods answer on the class too, on
    /// iOS): the class itself — apps register and name things after it.
    public static func classForCoder() -> AnyClass { self }
}
