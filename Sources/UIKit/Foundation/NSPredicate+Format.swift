public import Foundation
import ReelLayout

extension NSPredicate {
    /// `NSPredicate(format:)`: Linux's Foundation has no predicate strings. The predicate made
    /// is kept with its format and answers false: ScrollReel evaluates none (an app's scene
    /// activation conditions keep one, and are never asked).
    public convenience init(format predicateFormat: String, _ arguments: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: arguments)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        self.init { _, _ in false }
        guard let context = AppContext.current, context.reportOnce("predicate \(predicateFormat)") else { return }
        context.log("ScrollReel: NSPredicate(format: \"\(predicateFormat)\") is kept, not evaluated: Linux's Foundation reads no predicate strings")
    }
}
