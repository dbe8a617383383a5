import UIKit

// A storyboard app's view controller and cell, as `scrollreel port` leaves them: the
// `@IBOutlet` properties connected by name.

final class StoryboardGridViewController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 24 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! PhotoCell
        cell.captionLabel.text = "Photo \(indexPath.item + 1)"
        return cell
    }
}

// Storyboard outlets, connected by name (ported from `@IBOutlet`).
extension StoryboardGridViewController: StoryboardOutlets {
    func connectOutlet(_ name: String, to object: AnyObject) {
        switch name {
        case "collectionView": collectionView = object as? UICollectionView
        default: break
        }
    }
}

final class PhotoCell: UICollectionViewCell {
    var captionLabel: UILabel!
}

// Storyboard outlets, connected by name (ported from `@IBOutlet`).
extension PhotoCell: StoryboardOutlets {
    func connectOutlet(_ name: String, to object: AnyObject) {
        switch name {
        case "captionLabel": captionLabel = object as? UILabel
        default: break
        }
    }
}
