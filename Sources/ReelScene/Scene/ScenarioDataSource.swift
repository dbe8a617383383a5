import Foundation
import ReelLayout
import ReelScenario

/// A scenario's own data source: what a built-in app's `collectionView(_:cellForItemAt:)` and
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)` answer. It fills the collection view
/// through the same hooks an app's data source does, so the scenario's cells are dequeued,
/// measured, kept while on screen, moved through updates, reused and drawn exactly as an app's.
///
/// The scenario's ``DataModel`` is its model: a cell shows the item the data says sits at its
/// index path when the cell is configured; a header, its section's.
struct ScenarioDataSource {
    /// The reuse identifier of the scenario's cells.
    static let cellIdentifier = "ScrollReel.BuiltInCell"

    private let factory: ElementViewFactory
    private let data: DataModel

    init(factory: ElementViewFactory, data: DataModel) {
        self.factory = factory
        self.data = data
    }

    /// Makes the scenario's cells for `view`, and its headers and footers unless the app's
    /// data source makes its own.
    func fill(_ view: LayoutCollectionView) {
        let factory = factory, data = data
        view.cellSource = { [unowned view] indexPath in
            // A cell that left the screen is configured again, as `dequeueReusableCell` hands it
            // out; the layout is not asked here (the scene applies its attributes as it shows).
            let cell = view.reusedCell(withReuseIdentifier: Self.cellIdentifier) as? BuiltInCell ?? {
                let made = BuiltInCell(frame: .zero)
                made.reuseIdentifier = Self.cellIdentifier
                return made
            }()
            cell.configure(factory.cellContent(forItem: data.item(at: indexPath)))
            return cell
        }
        guard view.supplementarySource == nil else { return }
        view.supplementarySource = { kind, indexPath in
            var section = indexPath
            if let first = indexPath.first { section[0] = data.section(at: first) }
            return factory.supplementaryView(ofKind: kind, at: section)
        }
    }
}
