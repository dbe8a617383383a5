public import Foundation
public import ReelLayout

/// `UIVisualEffectView`: a view for a blur or vibrancy effect. The effect is not drawn (the
/// view is clear); what the app puts in its `contentView` is.
open class UIVisualEffectView: UIView, PartlyDrawnView {
    public var undrawnParts: String { "its blur or vibrancy (what its content view holds is drawn)" }
    open var effect: UIVisualEffect?
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}

/// `UIVisualEffect`.
open class UIVisualEffect {
    public init() {}
}

/// `UIBlurEffect`: its style, kept.
open class UIBlurEffect: UIVisualEffect {
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// `UIBlurEffect.Style`.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }
}

/// `UIVibrancyEffect`.
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}
