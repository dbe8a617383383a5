import UIKit

/// A post's row built the way many tutorials build it: subviews added to the cell itself (not
/// its content view), a name label, a text view that does not scroll (so it sizes to its
/// text), and two image buttons in a fill-equally stack view pinned to the bottom.
final class PostCell: UITableViewCell {
    let name = UILabel()
    let body = UITextView()
    let like = UIButton()
    let dislike = UIButton()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        name.numberOfLines = 0
        body.isScrollEnabled = false
        body.isEditable = false
        body.backgroundColor = .systemGreen
        body.font = .preferredFont(forTextStyle: .body)
        like.setImage(UIImage(named: "avatar"), for: .normal)
        dislike.setImage(UIImage(named: "avatar"), for: .normal)
        let buttons = UIStackView(arrangedSubviews: [like, dislike])
        buttons.distribution = .fillEqually
        for view in [name, body, buttons] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            name.topAnchor.constraint(equalTo: topAnchor, constant: 5),
            name.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: 55),
            name.trailingAnchor.constraint(equalTo: safeAreaLayoutGuide.trailingAnchor, constant: -30),
            body.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 5),
            body.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: name.trailingAnchor),
            buttons.topAnchor.constraint(equalTo: body.bottomAnchor),
            buttons.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            buttons.trailingAnchor.constraint(equalTo: name.trailingAnchor),
            buttons.heightAnchor.constraint(equalToConstant: 44),
            buttons.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -5),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class PostsViewController: UITableViewController {
    let posts = [("Ada", "Short."), ("Grace", "A post long enough to wrap in the text view, which does not scroll, so it grows.")]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PostCell.self, forCellReuseIdentifier: "post")
        tableView.estimatedRowHeight = 200
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { posts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath) as! PostCell
        cell.name.text = posts[indexPath.row].0
        cell.body.text = posts[indexPath.row].1
        return cell
    }
}
