import Foundation
public import ReelLayout

extension CollectionSpec {
    /// The keys a script may set at a moment (`set:`), as an app assigns the property while it
    /// runs: the flow layout's settings, the table's heights, the scroll view's behaviour.
    public static let runtimeSettingKeys: [String] = keys.names.filter {
        flowSettingKeys.contains($0) || tableSettingKeys.contains($0) || scrollViewSettingKeys.contains($0)
    }

    static let tableSettingKeys: Set<String> = [
        "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
        "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight",
    ]

    static let scrollViewSettingKeys: Set<String> = [
        "contentInset", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "isPagingEnabled", "decelerationRate",
    ]

    /// Assigns the settings `names` of this spec to the view and its layout, as an app's
    /// assignments do: each layout property invalidates the layout, each scroll-view property
    /// takes effect at once. Settings the layout does not have (a flow setting on a table) are
    /// left alone, as the cast in app code would skip them.
    public func assign(_ names: Set<String>, to collectionView: LayoutCollectionView) {
        let layout = collectionView.collectionViewLayout
        if let flow = layout as? FlowLayout { configure(flow, only: names) }
        if let table = layout as? TableLayout {
            if names.contains("rowHeight") { table.rowHeight = rowHeight }
            if names.contains("estimatedRowHeight") { table.estimatedRowHeight = estimatedRowHeight }
            if names.contains("sectionHeaderHeight"), let height = sectionHeaderHeight { table.sectionHeaderHeight = height }
            if names.contains("sectionFooterHeight"), let height = sectionFooterHeight { table.sectionFooterHeight = height }
            if names.contains("estimatedSectionHeaderHeight") { table.estimatedSectionHeaderHeight = estimatedSectionHeaderHeight }
            if names.contains("estimatedSectionFooterHeight") { table.estimatedSectionFooterHeight = estimatedSectionFooterHeight }
        }
        if names.contains("contentInset") { collectionView.contentInset = contentInset }
        if names.contains("bounces") { collectionView.bounces = bounces }
        if names.contains("alwaysBounceVertical") { collectionView.alwaysBounceVertical = alwaysBounceVertical }
        if names.contains("alwaysBounceHorizontal") { collectionView.alwaysBounceHorizontal = alwaysBounceHorizontal }
        if names.contains("isPagingEnabled") { collectionView.isPagingEnabled = isPagingEnabled }
        if names.contains("decelerationRate") { collectionView.decelerationRate = decelerationRate }
    }
}
