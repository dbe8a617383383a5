/// The view of a container view controller (UIKit's `UILayoutContainerView`): whenever it lays
/// out, its controller places the child it shows.
final class UILayoutContainerView: UIView {
    /// Places the container's child views (the controller's).
    var layOutChildren: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layOutChildren?()
    }
}
