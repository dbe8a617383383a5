// `import AVFoundation` brings Foundation and Core Media's geometry, as on iOS; here through
// UIKit, whose Foundation names (the simulated clock) shadow Linux's own.
@_exported import UIKit
