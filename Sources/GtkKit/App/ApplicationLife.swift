internal import CGtk

/// Where the app is in UIKit's life: launched or not, active (one of its windows has the keyboard
/// focus), in the background (none on screen), and the window its main storyboard opened at
/// launch. Changed only through its methods, each one move of that life.
@MainActor
struct ApplicationLife {
    /// Whether the first activation was handled.
    private(set) var hasLaunched = false
    /// Whether one of the app's windows has the keyboard focus.
    private(set) var isActive = false
    /// Whether none of the app's windows is on screen (``ApplicationDelegate``'s background).
    private(set) var isInBackground = false
    /// The window showing the main storyboard's initial scene, kept for a delegate that keeps no
    /// window of its own.
    private(set) var mainStoryboardWindow: Window?

    /// The app launches; false when it had already (a second activation).
    mutating func launch() -> Bool {
        defer { hasLaunched = true }
        return !hasLaunched
    }

    /// The app is active (`true`) or not.
    mutating func setActive(_ active: Bool) { isActive = active }

    /// The app goes to the background; false when it is there already or has not launched.
    mutating func enterBackground() -> Bool {
        guard hasLaunched, !isInBackground else { return false }
        isInBackground = true
        return true
    }

    /// The app comes back from the background; false when it was not there.
    mutating func enterForeground() -> Bool {
        defer { isInBackground = false }
        return isInBackground
    }

    /// The main storyboard opened in `window`.
    mutating func openedMainStoryboard(in window: Window) { mainStoryboardWindow = window }
}

/// What the app watches of its windows to follow its life: each window's focus and visibility,
/// each window's surface (for being minimised), windows just added (watched on the main loop's
/// next turn). Changed only through its methods.
@MainActor
struct ApplicationWindowWatches {
    private var windows: [Object] = []
    private var surfaces: [UnsafeMutableRawPointer: Object] = [:]
    private var pending: [MainLoop.Timer] = []

    /// `timer` watches a window just added; finished ones are dropped.
    mutating func watchSoon(with timer: MainLoop.Timer) {
        pending.removeAll { !$0.isScheduled }
        pending.append(timer)
    }

    /// `window` is watched through `watched`.
    mutating func watch(_ watched: Object) { windows.append(watched) }

    /// The surface of `window` is watched through `watched`.
    mutating func watchSurface(of window: UnsafeMutableRawPointer, with watched: Object) { surfaces[window] = watched }

    /// `window` left the app: it is no longer watched.
    mutating func forget(_ window: UnsafeMutableRawPointer?) {
        windows.removeAll { $0.raw == window }
        if let window { surfaces[window] = nil }
    }
}
