import Foundation
import ReelGraphics
import ReelLayout
import ReelScenario

extension PagerScreen {
    /// The table, then the pager with its soft shadow over it.
    package func viewTree() -> ViewNode {
        let viewport = scenario.viewport
        var window = ViewNode(name: "window", frame: CGRect(origin: .zero, size: viewport.size),
                              backgroundColor: scenario.background)
        var tableNode = ViewNode(name: "tableView \(table.id)", frame: table.frame, backgroundColor: scenario.theme.systemBackground)
        tableNode.boundsOrigin = table.contentOffset
        tableNode.clipsToBounds = true
        tableNode.subviews = tableRows()
        var tabs = ViewNode(name: "collectionView \(pager.id)", frame: pager.frame, backgroundColor: scenario.theme.systemBackground)
        tabs.boundsOrigin = pager.contentOffset
        tabs.clipsToBounds = true
        // The technique's shadow: dark grey, radius 10, opacity 0.2, offset (0, 30).
        tabs.shadow = ViewNode.Shadow(color: Color(red: 64, green: 64, blue: 64), radius: 10, opacity: 0.2,
                                      offset: CGSize(width: 0, height: 30))
        tabs.subviews = tabViews() + [ViewNode(name: "underline", frame: underlineFrame, backgroundColor: spec.tint)]
        window.subviews = [tableNode, tabs]
        if let header = spec.header {
            var view = ViewNode(name: "header", frame: CGRect(x: 0, y: scenario.contentSafeArea.top, width: viewport.width,
                                                              height: headerHeight),
                                backgroundColor: header.color)
            view.clipsToBounds = true
            if let image = header.image {
                var imageView = ViewNode(name: "imageView", frame: CGRect(origin: .zero, size: view.frame.size))
                imageView.content = .image(image, contentMode: .scaleAspectFill)
                view.subviews = [imageView]
            }
            window.subviews.append(view)
        }
        return window
    }

    private func tableRows() -> [ViewNode] {
        tableAttributes.filter { $0.representedElementCategory == .cell }
            .map { menu.view(row: $0.indexPath.row, frame: $0.frame) }
    }

    private func tabViews() -> [ViewNode] {
        pagerAttributes.map { attributes in
            let index = attributes.indexPath.item
            var tab = ViewNode(name: "tab \(index + 1)", frame: attributes.frame)
            var label = ViewNode(name: "title", frame: CGRect(origin: .zero, size: attributes.frame.size))
            label.content = .label(spec.categories[index].title, fontSize: spec.fontSize,
                                   color: titleColor(forTab: index), alignment: .center)
            tab.subviews = [label]
            return tab
        }
    }
}
