public import Foundation

/// `NSItemProvider`: what a drag carries — objects an app hands over, loaded by class on the
/// other side.
open class NSItemProvider {
    /// The objects registered, in order.
    private(set) var objects: [AnyObject] = []

    public init() {}

    public init(object: NSItemProviderWriting) {
        objects = [object]
    }

    open func registerObject(_ object: NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        objects.append(object)
    }

    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        objects.contains { type(of: $0) == aClass }
    }

    /// Hands over the first object of the class (*our reading*: at once; iOS answers later, on
    /// another queue).
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping (NSItemProviderReading?, Error?) -> Void) -> Progress {
        completionHandler(objects.first { type(of: $0) == aClass } as? NSItemProviderReading, nil)
        return Progress(totalUnitCount: 1)
    }

    open var suggestedName: String?
}

/// `NSItemProviderWriting`: an object a drag can carry.
public protocol NSItemProviderWriting: AnyObject {}
/// `NSItemProviderReading`: an object a drop can load.
public protocol NSItemProviderReading: AnyObject {}

/// `NSItemProviderRepresentationVisibility`.
public enum NSItemProviderRepresentationVisibility: Int, Sendable { case all, team, group, ownProcess }

extension UIImage: NSItemProviderWriting, NSItemProviderReading {}
extension NSString: NSItemProviderWriting, NSItemProviderReading {}
extension NSAttributedString: NSItemProviderWriting, NSItemProviderReading {}
extension NSURL: NSItemProviderWriting, NSItemProviderReading {}
extension NSUserActivity: NSItemProviderWriting {}
