public import ReelViews

/// `CATransformLayer`: a layer whose sublayers keep their own 3-D transforms rather than being
/// flattened into it. A view's layer of this class draws as a plain layer: ScrollReel draws views
/// flat, by their 2-D transforms.
open class CATransformLayer: ViewLayer {}
