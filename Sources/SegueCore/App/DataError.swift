/// Why shipped data could not be read; each case names the file, for a clear message.
public enum DataError: Error, Equatable, CustomStringConvertible {
    /// The file is in none of the searched folders.
    case missing(file: String, searched: [String])
    /// The file exists but is not what Segue expects.
    case malformed(path: String, reason: String)

    public var description: String {
        switch self {
        case .missing(let file, let searched):
            return localized(
                format: "Segue could not find its data file “%1$@”. Looked in: %2$@",
                file, searched.joined(separator: ", "))
        case .malformed(let path, let reason):
            return localized(format: "Segue could not read its data file “%1$@”: %2$@", path, reason)
        }
    }
}
