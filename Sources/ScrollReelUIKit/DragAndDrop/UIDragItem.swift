public import Foundation

/// `UIDragItem`: one thing a drag carries.
open class UIDragItem {
    public let itemProvider: NSItemProvider
    /// `localObject`: what the app attaches for a drop in the same app.
    open var localObject: Any?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
    }
}

/// `UIDragDropSession`: the items of a drag, seen by the drag's and the drop's side.
public protocol UIDragDropSession: AnyObject {
    var items: [UIDragItem] { get }
    var allowsMoveOperation: Bool { get }
    func location(in view: UIView) -> CGPoint
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool
}

/// `UIDragSession`: a drag, as its source sees it.
public protocol UIDragSession: UIDragDropSession {
    var localContext: Any? { get set }
}

/// `UIDropSession`: a drag, as the view it may drop on sees it.
public protocol UIDropSession: UIDragDropSession {
    var localDragSession: UIDragSession? { get }
    @discardableResult
    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress
}

/// `UIDropOperation`.
public enum UIDropOperation: UInt, Sendable { case cancel, forbidden, copy, move }

/// `UIDropProposal`: what a drop would do.
open class UIDropProposal {
    public let operation: UIDropOperation
    open var isPrecise = false
    open var prefersFullSizePreview = false

    public init(operation: UIDropOperation) {
        self.operation = operation
    }
}

/// `UIPreviewParameters` and `UIDragPreviewParameters`: how a lifted item's preview is drawn —
/// kept; no drag begins in a reel (a script makes no long press), so none is drawn.
open class UIPreviewParameters: NSObject {
    open var visiblePath: UIBezierPath?
    open var shadowPath: UIBezierPath?
    open var backgroundColor: UIColor!

    public override init() {
        super.init()
    }
}

open class UIDragPreviewParameters: UIPreviewParameters {}
