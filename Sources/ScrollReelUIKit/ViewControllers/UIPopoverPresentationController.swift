public import Foundation

/// `UIPopoverPresentationController`: where a popover points from — kept: on an iPhone a
/// popover is shown as a sheet.
open class UIPopoverPresentationController {
    open var sourceView: UIView?
    open var sourceRect = CGRect.zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    open weak var delegate: UIPopoverPresentationControllerDelegate?
    open var backgroundColor: UIColor?

    init() {}
}

/// `UIPopoverPresentationControllerDelegate`.
public protocol UIPopoverPresentationControllerDelegate: AnyObject {}

/// `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any = UIPopoverArrowDirection(rawValue: 15)
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
