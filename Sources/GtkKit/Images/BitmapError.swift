/// Why a picture could not be decoded or written, in words for the user.
public enum BitmapError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is missing or cannot be read.
    case unreadable(path: String)
    /// The file is not in a picture format GTK knows (or is empty).
    case notAPicture(path: String)
    /// The file starts like a picture but cannot be decoded.
    case damaged(path: String, reason: String)
    /// The picture has more than ``Bitmap/maximumPixelCount`` pixels.
    case tooLarge(path: String, width: Int, height: Int)
    /// A vector picture too big to render in reasonable time and memory (over
    /// ``Bitmap/maximumVectorFileSize`` bytes).
    case tooComplex(path: String)
    /// A thumbnail could not be written.
    case cannotWrite(path: String, reason: String)

    /// A sentence naming the file and the problem.
    public var description: String {
        switch self {
        case .unreadable(let path):
            return gettextString(format: "“%1$@” cannot be read. It may have been moved or deleted.", path)
        case .notAPicture(let path):
            return gettextString(format: "“%1$@” is not in a picture format that can be opened (PNG, JPEG, GIF, …).", path)
        case .damaged(let path, let reason):
            return gettextString(format: "The picture “%1$@” is damaged: %2$@", path, reason)
        case .tooLarge(let path, let width, let height):
            return gettextString(
                format: "The picture “%1$@” is too large (%2$@ × %3$@ pixels; the limit is %4$@ megapixels).", path, String(width),
                String(height), String(Bitmap.maximumPixelCount / 1_000_000))
        case .tooComplex(let path):
            return gettextString(
                format: "The drawing “%1$@” is too complex to show (a vector picture over %2$@ MB).", path,
                String(Bitmap.maximumVectorFileSize / 1_048_576))
        case .cannotWrite(let path, let reason):
            return gettextString(format: "The thumbnail “%1$@” cannot be written: %2$@", path, reason)
        }
    }
}
