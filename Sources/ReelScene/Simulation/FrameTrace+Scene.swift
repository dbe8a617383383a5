import Foundation
import ReelLayout
import ReelScenario
import ReelTrace

extension ScrollViewTrace {
    /// A scroll view's state, where it is in the window, and the attributes its layout returned
    /// this frame (none for a plain scroll view).
    init(_ scrollView: ScrollViewHost, frame: CGRect, attributes: [LayoutAttributes]) {
        self.init(id: scrollView.id, frame: frame, contentOffset: scrollView.contentOffset,
                  contentSize: scrollView.scrollView.contentSize,
                  contentInset: scrollView.scrollView.contentInset,
                  attributes: attributes.map(AttributeTrace.init))
    }
}

extension AttributeTrace {
    init(_ attributes: LayoutAttributes) {
        let kind: Kind
        switch attributes.role {
        case .cell: kind = .cell
        case .sectionHeader: kind = .header
        case .sectionFooter: kind = .footer
        case .own(let name): kind = Kind(rawValue: name)
        }
        self.init(kind: kind, section: attributes.indexPath.section, item: attributes.indexPath.item,
                  frame: attributes.frame, zIndex: attributes.zIndex, alpha: attributes.alpha,
                  isHidden: attributes.isHidden, transform: attributes.transform,
                  update: attributes.updateRole?.rawValue, sizing: attributes.sizing?.rawValue,
                  estimatedSize: attributes.sizing == .measured ? attributes.estimatedSize : nil)
    }
}
