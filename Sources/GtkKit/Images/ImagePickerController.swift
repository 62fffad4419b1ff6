import Foundation

/// Picks a picture for the app (UIKit's `UIImagePickerController`): presented as UIKit presents
/// it, it opens the desktop's file chooser for pictures — the portal's when the app is
/// sandboxed — decodes the chosen picture off the main thread, and hands it to the delegate.
///
/// ```swift
/// let picker = ImagePickerController()
/// picker.sourceType = .photoLibrary
/// picker.delegate = self
/// present(picker, animated: true)
/// ```
///
/// Where GtkKit differs, and why:
/// - GNOME has no photo library: the library and the saved photos album are the user's
///   Pictures folder in the file chooser, which can reach every other folder too.
/// - There is no camera source: ``isSourceTypeAvailable(_:)`` answers false for ``SourceType/camera``,
///   as UIKit does on a device without one; apps already offer their library then. Presenting a
///   picker set to the camera is a programming error, logged, and answered as a cancel.
/// - ``allowsEditing`` shows no crop step (GNOME's file chooser has none): the whole picture is
///   also the ``InfoKey/editedImage``, so code that reads the edited image works unchanged.
/// - A file that is not a picture, is damaged or is over ``Bitmap/maximumPixelCount`` pixels
///   is explained in an alert over the presenting page, and the delegate hears a cancel.
/// - The chooser is the presentation: once it is answered, the picker is no longer presented,
///   whether or not the delegate dismisses it (UIKit's would stay on screen).
@MainActor
open class ImagePickerController: ViewController {
    /// Where pictures come from (UIKit's `UIImagePickerController.SourceType`).
    public enum SourceType: Sendable, CaseIterable {
        /// The user's pictures: the file chooser, opened on the Pictures folder.
        case photoLibrary
        /// A camera: none on the desktop (see ``ImagePickerController``).
        case camera
        /// UIKit's saved photos album: the same as ``photoLibrary``.
        case savedPhotosAlbum
    }

    /// What the delegate is handed about a picked picture (UIKit's `InfoKey`).
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        /// The key's name, as UIKit's.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The picture, a ``Bitmap``, upright as its EXIF data says.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// With ``ImagePickerController/allowsEditing``: the same picture (no crop step on GNOME).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The chosen file, a file `URL`.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The media's type, `"public.image"`.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    }

    /// Whether pictures can come from `source` here: the library and the album, not a camera.
    public static func isSourceTypeAvailable(_ source: SourceType) -> Bool { source != .camera }

    /// The media a source offers: pictures (`"public.image"`) from the library and the album;
    /// nil for the camera, as UIKit answers for a source that is not available.
    public static func availableMediaTypes(for source: SourceType) -> [String]? {
        isSourceTypeAvailable(source) ? ["public.image"] : nil
    }

    /// Where the picture comes from; ``SourceType/photoLibrary`` by default.
    public var sourceType = SourceType.photoLibrary
    /// The media offered; pictures only (`"public.image"`; movies are not offered).
    public var mediaTypes = ["public.image"]
    /// Accepted for UIKit's code; see ``ImagePickerController`` for what it does on GNOME.
    public var allowsEditing = false
    /// Told of the picked picture, or of a cancel (UIKit's `delegate`, which is also a
    /// navigation controller delegate there). Weak, as in UIKit.
    public weak var delegate: (any ImagePickerControllerDelegate & NavigationControllerDelegate)?

    /// Whether the file chooser is open or a picture is being decoded.
    private var isPicking = false

    /// A picker for the photo library.
    public override init() { super.init() }

    /// A picker made from an interface file, as ``init()`` makes it.
    public required init?(coder: Coder) { super.init(coder: coder) }

    /// Opens the chooser over `page`'s window (``ViewController/present(_:animated:completion:)``
    /// calls it); `completion` runs once the chooser is open.
    func beginPicking(over page: ViewController, completion: (@MainActor () -> Void)?) {
        isPicking = true
        guard Self.isSourceTypeAvailable(sourceType) else {
            logProgrammingError("ImagePickerController: there is no camera on the desktop; check isSourceTypeAvailable(.camera) first")
            Task { @MainActor [weak self] in self?.finish(with: nil) }
            completion?()
            return
        }
        FileChooser.chooseImage(title: gettextString("Choose a Picture"), acceptLabel: gettextString("_Choose"), over: page.view) {
            [weak self] path in
            guard let self else { return }
            guard let path else { return finish(with: nil) }
            Task { @MainActor in
                do throws(BitmapError) {
                    finish(with: .success((try await Bitmap.load(contentsOf: path), path)))
                } catch {
                    finish(with: .failure(error))
                }
            }
        }
        completion?()
    }

    /// Hands the outcome to the delegate, then ends the presentation; a refusal is explained.
    private func finish(with outcome: Result<(Bitmap, String), BitmapError>?) {
        guard isPicking else { return }
        isPicking = false
        let page = presenter
        switch outcome {
        case .success(let (bitmap, path))?:
            var info: [InfoKey: Any] = [.originalImage: bitmap, .imageURL: URL(fileURLWithPath: path), .mediaType: "public.image"]
            if allowsEditing { info[.editedImage] = bitmap }
            delegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        case .failure, nil:
            delegate?.imagePickerControllerDidCancel(self)
        }
        endPicking()
        if case .failure(let error)? = outcome, let page {
            let alert = AlertController(
                title: gettextString("This picture cannot be used"), message: error.description, preferredStyle: .alert)
            alert.addAction(AlertAction(title: gettextString("OK"), style: .default))
            page.present(alert, animated: true)
        }
    }

    /// Ends the presentation (the delegate's dismissal, or the chooser answered).
    func endPicking() { presenter?.endPresentation(of: self) }
}

/// Told what the user picked (UIKit's `UIImagePickerControllerDelegate`).
@MainActor
public protocol ImagePickerControllerDelegate: AnyObject {
    /// The user chose a picture, decoded: `info[.originalImage]` is its ``Bitmap``. Dismiss the
    /// picker here, as in UIKit.
    func imagePickerController(_ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any])
    /// The user cancelled, or the file could not be used (already explained to them).
    func imagePickerControllerDidCancel(_ picker: ImagePickerController)
}

extension ImagePickerControllerDelegate {
    /// Dismisses the picker, as UIKit's default does.
    public func imagePickerController(
        _ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]
    ) {
        picker.dismiss(animated: true)
    }
    /// Dismisses the picker, as UIKit's default does.
    public func imagePickerControllerDidCancel(_ picker: ImagePickerController) { picker.dismiss(animated: true) }
}
