public import Foundation

extension CATransform3D {
    /// The transform `progress` of the way to `other`, entry by entry. Core Animation
    /// interpolates a transform's decomposed parts; for the scales and translations that update
    /// animations use, entry by entry gives the same result.
    public func interpolated(to other: CATransform3D, progress p: CGFloat) -> CATransform3D {
        if self == other { return self }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        return CATransform3D(m11: mix(m11, other.m11), m12: mix(m12, other.m12), m13: mix(m13, other.m13), m14: mix(m14, other.m14),
                             m21: mix(m21, other.m21), m22: mix(m22, other.m22), m23: mix(m23, other.m23), m24: mix(m24, other.m24),
                             m31: mix(m31, other.m31), m32: mix(m32, other.m32), m33: mix(m33, other.m33), m34: mix(m34, other.m34),
                             m41: mix(m41, other.m41), m42: mix(m42, other.m42), m43: mix(m43, other.m43), m44: mix(m44, other.m44))
    }
}
