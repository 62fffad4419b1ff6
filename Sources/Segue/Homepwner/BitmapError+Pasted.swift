import GtkKit
import SegueCore

extension BitmapError {
    /// The same problem told of `path`, the user's own file, when it was found in the copy Segue
    /// made of it under `images/` (a picture is copied before it is decoded): a message names
    /// what the user chose, never Segue's private copy.
    func naming(_ path: String) -> BitmapError {
        switch self {
        case .unreadable: .unreadable(path: path)
        case .notAPicture: .notAPicture(path: path)
        case .damaged(_, let reason): .damaged(path: path, reason: reason)
        case .tooLarge(_, let width, let height): .tooLarge(path: path, width: width, height: height)
        case .tooComplex: .tooComplex(path: path)
        case .cannotWrite: self
        }
    }

    /// The problem with pasted pixels, in words that name them as the user knows them ("the
    /// pasted picture"), not by the path of the copy Segue made of them.
    var pastedDescription: String {
        switch self {
        case .unreadable, .cannotWrite:
            return localized("The pasted picture could not be stored.")
        case .notAPicture:
            return localized("The pasted picture is not in a format Segue can open.")
        case .damaged(_, let reason):
            return localized(format: "The pasted picture is damaged: %1$@", reason)
        case .tooComplex:
            return localized("The pasted picture is too complex to show.")
        case .tooLarge(_, let width, let height):
            return localized(
                format: "The pasted picture is too large (%1$@ × %2$@ pixels; the limit is %3$@ megapixels).", String(width),
                String(height), String(Bitmap.maximumPixelCount / 1_000_000))
        }
    }
}
