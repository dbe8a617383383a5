import Foundation

/// The `LayoutAttributes` objects a flow layout has handed out since its last geometry pass,
/// with the frame it computed for each, so it can notice objects modified in place.
struct VendedAttributes {
    /// Which element an entry describes.
    enum Key: Hashable {
        case cell(Int)  // flat item index
        case header(Int)  // section
        case footer(Int)  // section
    }

    /// A vended object and the frame the layout last gave it.
    struct Entry {
        let attributes: LayoutAttributes
        var frame: CGRect
    }

    private(set) var entries: [Key: Entry] = [:]
    /// Keys in vending order, so that checks and logs never depend on dictionary order.
    private(set) var order: [Key] = []

    /// The entry for `key`, if that element was vended.
    subscript(key: Key) -> Entry? {
        entries[key]
    }

    /// Records a newly vended object.
    mutating func insert(_ attributes: LayoutAttributes, frame: CGRect, for key: Key) {
        entries[key] = Entry(attributes: attributes, frame: frame)
        order.append(key)
    }

    /// Remembers that the layout gave `key`'s object a new frame.
    mutating func update(_ key: Key, frame: CGRect) {
        entries[key]?.frame = frame
    }

    /// The first vended entry whose object's frame no longer matches the computed one.
    func firstMismatch() -> Entry? {
        for key in order {
            if let entry = entries[key], entry.attributes.frame != entry.frame { return entry }
        }
        return nil
    }

    /// Forgets every vended object.
    mutating func removeAll() {
        entries.removeAll()
        order.removeAll()
    }
}
