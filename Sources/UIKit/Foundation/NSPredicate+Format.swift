public import Foundation
import ReelLayout

extension NSPredicate {
    /// `NSPredicate(format:)`: Linux's Foundation reads no predicate strings, so ScrollReel
    /// reads it (``PredicateFormat``) and the predicate evaluates it, as on iOS. A string it
    /// cannot read raises UIKit's exception in the app, as iOS does.
    public convenience init(format predicateFormat: String, _ arguments: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: arguments)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        do {
            let format = try PredicateFormat(predicateFormat, arguments: arguments ?? [])
            self.init { object, _ in format.evaluate(with: object) }
        } catch {
            self.init { _, _ in false }
            AppContext.current?.raise(.raised(name: "NSInvalidArgumentException", reason: "\(error)"))
        }
    }
}
