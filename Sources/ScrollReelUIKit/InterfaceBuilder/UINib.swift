public import Foundation
import ReelLayout

/// `UINib`: a xib of the app's, read with the same reader as storyboards. Instantiating it
/// makes its top-level objects as UIKit does — custom classes through `init(coder:)`, outlets
/// and actions connected (File's Owner's too), then `awakeFromNib()` — each time anew.
public final class UINib {
    let name: String
    private let decoder: InterfaceDecoder?

    /// The xib `name` (without `.xib`) among the app's files. One that is missing or not a xib
    /// raises UIKit's exception when it is used, as UIKit's does.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        let module = AppContext.current?.appModule ?? "App"
        guard let url = AppResources.current.interfaceFile(named: name, extension: "xib") else {
            decoder = nil
            return
        }
        do throws(InterfaceFileError) {
            decoder = InterfaceDecoder(document: try InterfaceDocument(contentsOf: url, fileName: name + ".xib"), module: module)
        } catch {
            decoder = nil
            AppContext.current?.raise(.raised(name: "NSInternalInconsistencyException", reason: error.description))
        }
    }

    /// Whether the app has a xib named `name`.
    static func exists(named name: String) -> Bool {
        AppResources.current.interfaceFile(named: name, extension: "xib") != nil
    }

    /// The xib's top-level objects, made anew, with `owner` as File's Owner.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let decoder else {
            AppContext.current?.raise(.raised(name: "NSInternalInconsistencyException",
                                              reason: "Could not load NIB in bundle: 'NSBundle (loaded)' with name '\(name)'"))
            return []
        }
        return decoder.load(decoder.document.topLevelObjects, owner: ownerOrNil as AnyObject?)
    }

    /// `UINib.OptionsKey`.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The first top-level object of the xib that is a `Kind`, made anew (a cell for a
    /// registration), at `frame` when one is given.
    func instantiateFirst<Kind: UIView>(_ kind: Kind.Type, frame: CGRect?) -> Kind? {
        let made = instantiate(withOwner: nil).compactMap { $0 as? Kind }.first
        if let frame, let made { made.frame = frame }
        return made
    }
}

extension Bundle {
    /// `loadNibNamed(_:owner:options:)`: the xib's top-level objects, with `owner` as File's
    /// Owner (its outlets connected); nil for a xib the app does not have.
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        guard UINib.exists(named: name) else {
            AppContext.current?.raise(.raised(name: "NSInternalInconsistencyException",
                                              reason: "Could not load NIB in bundle: 'NSBundle (loaded)' with name '\(name)'"))
            return nil
        }
        return UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}

// Registering a xib for cells and supplementary views: each dequeued view that is not reused
// is the xib's first top-level object of its kind, made anew.
extension LayoutCollectionView {
    /// `register(_:forCellWithReuseIdentifier:)` with a nib (the latest registration wins).
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = nil
        cellMakers[identifier] = nib.map { nib in
            { frame in nib.instantiateFirst(CollectionViewCell.self, frame: frame) ?? CollectionViewCell(frame: frame) }
        }
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a nib.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryMakers[kind + "\u{0}" + identifier] = nib.map { nib in
            { frame in nib.instantiateFirst(CollectionReusableView.self, frame: frame) ?? CollectionReusableView(frame: frame) }
        }
    }
}

extension UITableView {
    /// `register(_:forCellReuseIdentifier:)` with a nib.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        rows.register(nib, forCellWithReuseIdentifier: identifier)
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)` with a nib.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterMakers[identifier] = nib.map { nib in
            { nib.instantiateFirst(UITableViewHeaderFooterView.self, frame: nil) ?? UITableViewHeaderFooterView(reuseIdentifier: identifier) }
        }
    }
}
