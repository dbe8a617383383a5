import Foundation
import UIKit

/// Images apps draw for themselves: a colour swatch made the Core Graphics way (an image
/// context, `setFill`, `UIRectFill`, `cgImage` and back), and an avatar resized by a renderer
/// with a red dot drawn over its corner.
final class DrawnImagesViewController: UIViewController {
    static func swatch(_ color: UIColor, size: CGSize) -> UIImage {
        let rect = CGRect(origin: .zero, size: size)
        UIGraphicsBeginImageContextWithOptions(rect.size, false, 0)
        color.setFill()
        UIRectFill(rect)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        guard let cgImage = image?.cgImage else { return UIImage() }
        return UIImage(cgImage: cgImage)
    }

    static func badged(_ image: UIImage, side: CGFloat) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
        return renderer.image { context in
            image.draw(in: CGRect(x: 0, y: 0, width: side, height: side))
            UIColor.systemRed.setFill()
            UIBezierPath(ovalIn: CGRect(x: side - 12, y: 0, width: 12, height: 12)).fill()
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let swatch = UIImageView(image: Self.swatch(.systemGreen, size: CGSize(width: 1, height: 1)))
        swatch.frame = CGRect(x: 20, y: 100, width: 60, height: 30)
        let avatar = UIImageView(image: Self.badged(UIImage(named: "avatar")!, side: 40))
        avatar.frame = CGRect(x: 20, y: 150, width: 80, height: 80)
        avatar.contentMode = .scaleAspectFit
        view.addSubview(swatch)
        view.addSubview(avatar)
    }
}

/// A table whose `heightForRowAt` asks for the row's cell, as chat apps that size rows by
/// their content do: nil while the row is not yet on screen, then the cell.
final class CellAskingHeightsViewController: UITableViewController {
    private(set) var answers: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let cell = tableView.cellForRow(at: indexPath)
        answers.append(cell != nil)
        return cell == nil ? 60 : 80
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Message \(indexPath.row)"
        return cell
    }
}
