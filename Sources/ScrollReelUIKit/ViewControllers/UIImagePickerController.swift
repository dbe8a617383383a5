public import Foundation

/// `UIImagePickerController`: the photo picker, presented as a navigation controller. A
/// simulated iPhone has no photos and no camera, so it shows an empty "Photos" screen with
/// Cancel, which dismisses it and tells the delegate (`imagePickerControllerDidCancel(_:)`).
/// The delegate is the navigation controller's, which must also be a
/// `UIImagePickerControllerDelegate` (as UIKit's type requires).
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0, camera, savedPhotosAlbum
    }

    public enum CameraCaptureMode: Int, Sendable { case photo = 0, video }
    public enum CameraDevice: Int, Sendable { case rear = 0, front }
    public enum QualityType: Int, Sendable { case typeHigh = 0, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540 }

    /// The keys of the information a picker hands its delegate with a picked image.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }

    open var sourceType: SourceType = .photoLibrary
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraDevice: CameraDevice = .rear
    open var videoQuality: QualityType = .typeMedium
    open var showsCameraControls = true

    /// The photo library only: a simulated iPhone has no camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    public init() {
        super.init(rootViewController: PhotoLibraryViewController())
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The empty library, with Cancel.
    private final class PhotoLibraryViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Photos"
            view.backgroundColor = .systemBackground
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self,
                                                                action: Selector("cancel", Self.cancel))
        }

        func cancel() {
            guard let picker = navigationController as? UIImagePickerController else { return }
            if let delegate = picker.delegate as? UIImagePickerControllerDelegate {
                delegate.imagePickerControllerDidCancel(picker)
            } else {
                picker.dismiss(animated: true)
            }
        }
    }
}

/// `UIImagePickerControllerDelegate`: every method optional; without a cancel method the picker
/// dismisses itself, as UIKit's does.
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { picker.dismiss(animated: true) }
}
