// `import UserNotifications` brings Foundation, as on iOS; here through UIKit, whose Foundation
// names (the simulated clock) shadow Linux's own.
@_exported import UIKit
