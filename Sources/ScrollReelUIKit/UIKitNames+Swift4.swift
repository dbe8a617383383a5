public import Foundation
public import ReelLayout
public import ReelViews

// UIKit's names from before Swift 4.2, still common in code from bug reports and older apps:
// each is the newer name, so such code compiles unchanged.

public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
public let UIEdgeInsetsZero = UIEdgeInsets.zero
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }
public let UITableViewAutomaticDimension = UITableView.automaticDimension
public let UIScrollViewDecelerationRateFast = UIScrollView.DecelerationRate.fast
public let UIScrollViewDecelerationRateNormal = UIScrollView.DecelerationRate.normal

public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
public typealias UICollectionElementCategory = UICollectionView.ElementCategory
public typealias UITableViewStyle = UITableView.Style
public typealias UITableViewRowAnimation = UITableView.RowAnimation
public typealias UITableViewScrollPosition = UITableView.ScrollPosition
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle
public typealias UITableViewCellSeparatorStyle = UITableView.SeparatorStyle
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
public typealias UIViewAutoresizing = AutoresizingMask
public typealias UIFontTextStyle = UIFont.TextStyle
public typealias NSAttributedStringKey = NSAttributedString.Key
public typealias UIAlertControllerStyle = UIAlertController.Style
public typealias UIAlertActionStyle = UIAlertAction.Style
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
public typealias UIScrollViewContentInsetAdjustmentBehavior = ContentInsetAdjustment

extension UIView {
    /// `UIView.AutoresizingMask`.
    public typealias AutoresizingMask = ReelViews.AutoresizingMask
}
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
public let UILayoutFittingCompressedSize = CGSize.zero
public let UILayoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
public let UIViewNoIntrinsicMetric: CGFloat = -1
public typealias UIStackViewAlignment = UIStackView.Alignment
public typealias UIStackViewDistribution = UIStackView.Distribution
public typealias UIControlState = UIControl.State
public typealias UIControlEvents = UIControl.Event
public typealias UIButtonType = UIButton.ButtonType
public typealias UIGestureRecognizerState = UIGestureRecognizer.State

extension NSNotification.Name {
    // The keyboard's notifications by their Swift 4 names.
    public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification
    public static let UIKeyboardDidShow = UIResponder.keyboardDidShowNotification
    public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification
    public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification
    public static let UIKeyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification
    public static let UIKeyboardDidChangeFrame = UIResponder.keyboardDidChangeFrameNotification
}
public let UIKeyboardFrameBeginUserInfoKey = UIResponder.keyboardFrameBeginUserInfoKey
public let UIKeyboardFrameEndUserInfoKey = UIResponder.keyboardFrameEndUserInfoKey
public let UIKeyboardAnimationDurationUserInfoKey = UIResponder.keyboardAnimationDurationUserInfoKey
public let UIKeyboardAnimationCurveUserInfoKey = UIResponder.keyboardAnimationCurveUserInfoKey
