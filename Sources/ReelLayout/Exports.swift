@_exported import ReelGeometry
// A layout's collection view is a view: its clients see the view tree it is part of.
@_exported import ReelViews
