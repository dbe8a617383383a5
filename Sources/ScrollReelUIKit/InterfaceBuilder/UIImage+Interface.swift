import ReelSymbols

extension UIImage {
    /// An image named in a storyboard or xib: a system symbol when Interface Builder says so
    /// (`catalog="system"`), else the app's image, else a symbol of that name.
    static func interfaceImage(named name: String, catalog: String?) -> UIImage? {
        if catalog == "system" { return UIImage(systemName: name) }
        if AppResources.current.image(named: name) == nil, SymbolCatalog.glyph(named: name) != nil { return UIImage(systemName: name) }
        return UIImage(named: name)
    }
}
