import UIKit

/// A comment's row: a 32-pt avatar square at the leading margin, the author's name beside it
/// and the comment below, wrapping; laid out with anchors. `pinsBottom` is the constraint a
/// self-sizing row needs; `fixedAvatarHeight` is one that cannot hold in a 60-pt row.
final class CommentCell: UITableViewCell {
    let avatar = UIView()
    let nameLabel = UILabel()
    let commentLabel = UILabel()
    nonisolated(unsafe) static var pinsBottom = true
    nonisolated(unsafe) static var fixedAvatarHeight: CGFloat?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatar.backgroundColor = .systemBlue
        avatar.layer.cornerRadius = 16
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        commentLabel.font = .preferredFont(forTextStyle: .body)
        commentLabel.numberOfLines = 0
        for view in [avatar, nameLabel, commentLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        var constraints = [
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 32),
            nameLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1.5),
            nameLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            commentLabel.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8),
            commentLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            commentLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ]
        if Self.pinsBottom { constraints.append(commentLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor)) }
        if let height = Self.fixedAvatarHeight {
            constraints.append(avatar.bottomAnchor.constraint(equalTo: margins.bottomAnchor))
            constraints.append(avatar.heightAnchor.constraint(equalToConstant: height))
        } else {
            constraints.append(avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor))
        }
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class CommentsViewController: UITableViewController {
    nonisolated(unsafe) static var rowHeight: CGFloat?
    let comments = [
        ("Ada", "Short one."),
        ("Grace", "A longer comment that needs more than one line at the width of a small phone, so it wraps."),
        ("Alan", "Three."),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(CommentCell.self, forCellReuseIdentifier: "comment")
        if let height = Self.rowHeight { tableView.rowHeight = height }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { comments.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "comment", for: indexPath) as! CommentCell
        cell.nameLabel.text = comments[indexPath.row].0
        cell.commentLabel.text = comments[indexPath.row].1
        return cell
    }
}
