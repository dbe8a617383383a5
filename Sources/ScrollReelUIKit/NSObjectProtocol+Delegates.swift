public import Foundation
public import ReelLayout

// On iOS the data source and delegate protocols refine NSObjectProtocol, so an app compares
// them with `isEqual` (`collectionView.dataSource?.isEqual(self)`). Here they do not (the
// engine's own sources are not NSObjects), so each has NSObject's answer: the object's own
// `isEqual` when it is an NSObject, else whether it is the same object.

extension UICollectionViewDataSource {
    public func isEqual(_ object: Any?) -> Bool { NSObjectIdentity.isEqual(self, object) }
}

extension UITableViewDataSource {
    public func isEqual(_ object: Any?) -> Bool { NSObjectIdentity.isEqual(self, object) }
}

extension CollectionViewDelegate {
    public func isEqual(_ object: Any?) -> Bool { NSObjectIdentity.isEqual(self, object) }
}

/// NSObject's `isEqual` for an object of any class.
enum NSObjectIdentity {
    static func isEqual(_ object: AnyObject, _ other: Any?) -> Bool {
        if let object = object as? NSObject { return object.isEqual(other) }
        guard let other else { return false }
        return object === other as AnyObject
    }
}

/// An object that keeps values by key (Core Data's managed objects): `setValue(_:forKey:)`
/// sets them.
package protocol KeyedValueStorage: AnyObject {
    func setStoredValue(_ value: Any?, forKey key: String)
}

extension NSObject {
    /// `setValue(_:forKey:)`: key-value coding, which Linux's Foundation lacks. An object that
    /// keeps values by key (``KeyedValueStorage``) sets it; on any other the value is not set
    /// and the console names the key once.
    public func setValue(_ value: Any?, forKey key: String) {
        if let storage = self as? KeyedValueStorage { return storage.setStoredValue(value, forKey: key) }
        guard let context = AppContext.current else { return }
        let line = "ScrollReel: setValue(_:forKey: \"\(key)\") on \(type(of: self)) is kept, not set: Linux has no key-value coding"
        if context.reportOnce(line) { context.log(line) }
    }
}

/// A layer keeps any key's value, as `CALayer` does.
extension ViewLayer: KeyedValueStorage {
    package func setStoredValue(_ value: Any?, forKey key: String) {
        keyedValues[key] = value
    }
}
