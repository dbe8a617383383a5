public import Combine

// On Apple's platforms Foundation names Combine's observable objects itself: a file that imports
// only Foundation declares `@Published` properties and `ObservableObject` classes (Foundation's
// `ObservableObject` and `Published` are typealiases of Combine's). An app's `import Foundation`
// is ScrollReel's `import UIKit` (the port step rewrites it), so UIKit names them here.

public typealias ObservableObject = Combine.ObservableObject
public typealias Published = Combine.Published
