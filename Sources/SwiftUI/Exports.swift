// `import SwiftUI` in an app's files: SwiftUI views hosted in UIKit (`UIHostingController`,
// `UIHostingConfiguration`), laid out by SwiftUI's rules and drawn by ScrollReel's UIKit views.
// On iOS, `import SwiftUI` brings UIKit and Combine's observable objects with it; so does this.
// Its names (`View`, `Color`, `EdgeInsets`, …) shadow UIKit's own where both are imported, as a
// module's declarations shadow those of the modules it imports.
@_exported import UIKit
@_exported import Combine
