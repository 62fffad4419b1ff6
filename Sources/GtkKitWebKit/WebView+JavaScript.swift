internal import CGtk
import Foundation
import GtkKit

/// Scripts run in the page (WebKit's `evaluateJavaScript`).
extension WebView {
    /// The script's value as JSON (nil for `undefined`), or its error.
    private typealias Finished = @MainActor (Result<String?, any Error>) -> Void

    /// Runs `script` in the page and hands its value to `completionHandler` — a string, number,
    /// boolean, array, dictionary or nil, as JSON would carry it — or the script's error
    /// (WebKit's `evaluateJavaScript(_:completionHandler:)`).
    public func evaluateJavaScript(_ script: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {
        evaluate(script) { result in
            switch result {
            case .success(let json): completionHandler?(Self.value(json), nil)
            case .failure(let error): completionHandler?(nil, error)
            }
        }
    }

    /// Runs `script` in the page and returns its value (WebKit's `async` form).
    public func evaluateJavaScript(_ script: String) async throws -> Any? {
        let json = try await withCheckedThrowingContinuation { continuation in
            evaluate(script) { continuation.resume(with: $0) }
        }
        return Self.value(json)
    }

    private func evaluate(_ script: String, _ finished: @escaping Finished) {
        guard let library else {
            finished(.failure(WebViewError.webKitMissing))
            return
        }
        let box = SignalBox<Finished>(finished)
        let callback: GAsyncReadyCallback = { source, result, data in
            MainActor.assumeIsolated {
                let box = Unmanaged<SignalBox<Finished>>.fromOpaque(data!).takeRetainedValue()
                guard let view = Object.wrapper(of: UnsafeMutableRawPointer(source)) as? WebView, let library = view.library else { return }
                var error: UnsafeMutablePointer<GError>?
                let value = library.evaluateFinish(UnsafeMutableRawPointer(source), UnsafeMutableRawPointer(result), &error)
                if let error {
                    let message = String(cString: error.pointee.message)
                    g_error_free(error)
                    box.handler(.failure(WebViewError.script(message)))
                    return
                }
                defer { if let value { g_object_unref(value) } }
                guard let value, let json = library.toJSON(value, 0) else { return box.handler(.success(nil)) }
                defer { g_free(json) }
                box.handler(.success(String(cString: json)))
            }
        }
        library.evaluate(raw, script, -1, nil, nil, nil, callback, box.retainedPointer())
    }

    /// A JSON text as Foundation's values; nil for none.
    private static func value(_ json: String?) -> Any? {
        guard let json else { return nil }
        return try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
    }
}
