package import CGtk

/// A boxed Swift closure handed to GTK as a signal's user data.
///
/// The box is retained once when connected (`passRetained`) and released exactly once by
/// ``SignalBox/destroyNotify`` when GTK drops the handler: on disconnect or when the instance
/// finalises. Nothing else retains it.
package final class SignalBox<Handler> {
    package let handler: Handler

    package init(_ handler: Handler) { self.handler = handler }

    /// Retains the box for GTK; balanced by `destroyNotify`.
    package func retainedPointer() -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// Borrows the box behind `data` (GTK still holds the reference).
    package static func from(_ data: UnsafeMutableRawPointer?) -> SignalBox<Handler> {
        Unmanaged<SignalBox<Handler>>.fromOpaque(data!).takeUnretainedValue()
    }

    /// The `GClosureNotify` that releases the box's one retain.
    package static var destroyNotify: GClosureNotify { releaseSignalBox }

    /// The `GDestroyNotify` that releases the box's one retain, for main-loop sources and
    /// callback actions, which take a one-argument notify.
    package static var sourceDestroyNotify: GDestroyNotify { releaseSourceBox }
}

/// Releases one retain of a box. A C function pointer cannot capture the generic parameter, and
/// releasing needs none: it only decrements the class instance's reference count.
private let releaseSignalBox: GClosureNotify = { data, _ in releaseSourceBox(data) }

private let releaseSourceBox: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}
