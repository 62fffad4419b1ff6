import FoundationEssentials
import GtkKit
import SegueCore

/// Choose Picture, as the book writes it: an image picker presented over the page, the picked
/// picture stored as JPEG at half quality (`jpegData(compressionQuality: 0.5)`) under a new key.
extension HomepwnerItemDetailViewController: ImagePickerControllerDelegate, NavigationControllerDelegate {
    func choosePicture() {
        let picker = ImagePickerController()
        picker.sourceType = ImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
        picker.delegate = self
        present(picker, animated: true)
    }

    func imagePickerController(_ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]) {
        dismiss(animated: true)
        guard let bitmap = info[.originalImage] as? Bitmap else { return }
        let images = images
        // Encoded and written off the main thread: a 12-megapixel photo takes a while.
        Task { @MainActor in
            await importPicture { try images.importData(bitmap.jpegData(compressionQuality: 0.5) ?? Data()) }
        }
    }
}
