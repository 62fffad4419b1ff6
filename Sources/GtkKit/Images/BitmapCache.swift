/// Decoded pictures by file, loaded off the main thread and kept for reuse (least recently used
/// goes first), so a list scrolled back and forth, or a picture shown twice, is decoded once.
/// Two requests for the same file while it loads share one decode.
@MainActor
public final class BitmapCache {
    private struct Key: Hashable {
        let path: String
        let width: Int?
        let height: Int?
    }

    /// How many pictures are kept.
    public let capacity: Int
    private var bitmaps: [Key: Bitmap] = [:]
    private var order: [Key] = []
    private var waiting: [Key: [@MainActor (Bitmap?) -> Void]] = [:]
    private var failures: [String: BitmapError] = [:]

    /// A cache keeping up to `capacity` pictures.
    public init(capacity: Int) { self.capacity = max(1, capacity) }

    /// Calls `completion` with the picture at `path` (scaled to fit `maximumSize`, if given):
    /// at once when cached, else on the main actor once it is decoded; nil when it cannot be
    /// (see ``failure(for:)``).
    public func load(
        _ path: String, fittingIn maximumSize: (width: Int, height: Int)? = nil, completion: @escaping @MainActor (Bitmap?) -> Void
    ) {
        let key = Key(path: path, width: maximumSize?.width, height: maximumSize?.height)
        if let bitmap = bitmaps[key] {
            touch(key)
            return completion(bitmap)
        }
        if waiting[key] != nil { return waiting[key]!.append(completion) }
        waiting[key] = [completion]
        Task { @MainActor [weak self] in
            let result: Result<Bitmap, BitmapError>
            do throws(BitmapError) { result = .success(try await Bitmap.load(contentsOf: path, fittingIn: maximumSize)) } catch {
                result = .failure(error)
            }
            self?.finish(key, result)
        }
    }

    /// How many pictures are cached.
    public var count: Int { bitmaps.count }

    /// Why the last load of `path` failed, if it did.
    public func failure(for path: String) -> BitmapError? { failures[path] }

    /// Whether the picture at `path` is cached at any size.
    public func contains(_ path: String) -> Bool { bitmaps.keys.contains { $0.path == path } }

    /// Drops every cached size of `path` (its file changed or went).
    public func forget(_ path: String) {
        bitmaps = bitmaps.filter { $0.key.path != path }
        order.removeAll { $0.path == path }
        failures[path] = nil
    }

    private func finish(_ key: Key, _ result: Result<Bitmap, BitmapError>) {
        let completions = waiting.removeValue(forKey: key) ?? []
        switch result {
        case .success(let bitmap):
            failures[key.path] = nil
            bitmaps[key] = bitmap
            touch(key)
            while order.count > capacity { bitmaps[order.removeFirst()] = nil }
            for completion in completions { completion(bitmap) }
        case .failure(let error):
            failures[key.path] = error
            for completion in completions { completion(nil) }
        }
    }

    private func touch(_ key: Key) {
        order.removeAll { $0 == key }
        order.append(key)
    }
}
