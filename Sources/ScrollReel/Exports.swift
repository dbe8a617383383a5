// The umbrella: one import gives a user the whole toolkit, as `import UIKit` does. Each module
// has one concern; docs/architecture.md shows which.
@_exported import ReelCompositional
@_exported import ReelFiles
@_exported import ReelGD
@_exported import ReelGeometry
@_exported import ReelGraphics
@_exported import ReelLayout
@_exported import ReelOutput
@_exported import ReelRender
@_exported import ReelScenario
@_exported import ReelScene
@_exported import ReelScroll
@_exported import ReelText
@_exported import ReelTrace
