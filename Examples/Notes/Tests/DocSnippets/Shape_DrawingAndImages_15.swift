// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

final class ItemPage: ViewController, ImagePickerControllerDelegate, NavigationControllerDelegate { var photo: Bitmap?; func imagePickerController(_ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]) { photo = info[.originalImage] as? Bitmap; let stored = photo?.jpegData(compressionQuality: 0.5); _ = stored; dismiss(animated: true) } }
extension ItemPage { func shape_drawingandimages_15() {
let picker = ImagePickerController()
picker.sourceType = ImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
picker.delegate = self
present(picker, animated: true)
}}
