@_exported import ReelGeometry
