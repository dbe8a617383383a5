import UIKit

// An older storyboard app, as `scrollreel port` leaves it: a flow layout of its own whose column
// count a runtime attribute sets (`@IBInspectable`), and a detail scene a bar button item shows.

final class OldSceneGridViewController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    /// What the test reads: the detail scene as the storyboard's creator closure made it.
    nonisolated(unsafe) static var detailNote: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        let detail = storyboard?.instantiateViewController(identifier: "Detail") { coder -> OldSceneDetailViewController? in
            let made = OldSceneDetailViewController(coder: coder)
            made?.note = "made by the creator"
            return made
        }
        Self.detailNote = detail?.note
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
}

extension OldSceneGridViewController: StoryboardOutlets {
    func connectOutlet(_ name: String, to object: AnyObject) {
        switch name {
        case "collectionView": collectionView = object as? UICollectionView
        default: break
        }
    }
}

/// Square items, `columns` of them across the collection view's width.
final class ColumnsLayout: UICollectionViewFlowLayout {
    var columns: Int = 1

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let side = ((collectionView.bounds.width - minimumInteritemSpacing * CGFloat(columns - 1)) / CGFloat(columns)).rounded(.down)
        itemSize = CGSize(width: side, height: side)
    }
}

extension ColumnsLayout: StoryboardOutlets {
    func connectOutlet(_ name: String, to object: AnyObject) {
        switch name {
        case "columns": if let value = object as? Int { columns = value }
        default: break
        }
    }
}

final class OldSceneDetailViewController: UIViewController {
    /// Made by a storyboard's creator closure, with what it was given.
    var note = "made by init(coder:)"
}
