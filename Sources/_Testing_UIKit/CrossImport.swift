// Swift Testing declares a cross-import overlay for UIKit: a file that imports both Testing and
// UIKit also imports `_Testing_UIKit`, which only Apple's platforms ship. This empty module is
// that overlay here, so an app's tests may import Testing and UIKit together on Linux.
