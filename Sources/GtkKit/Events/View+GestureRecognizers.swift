extension View {
    /// The gesture recognizers attached to the view, or nil if it has none (UIKit's
    /// `gestureRecognizers`). Setting it replaces them all.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { attachedGestureRecognizers.all.isEmpty ? nil : attachedGestureRecognizers.all }
        set {
            for recognizer in attachedGestureRecognizers.all { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `recognizer` to the view (UIKit's `addGestureRecognizer(_:)`), taking it from
    /// the view it was on. The view keeps the recognizer; the recognizer holds the view weakly.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        attachedGestureRecognizers.attach(recognizer)
        recognizer.view = self
        addController(recognizer.controller)
    }

    /// Detaches `recognizer` from the view (UIKit's `removeGestureRecognizer(_:)`).
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard attachedGestureRecognizers.detach(recognizer) else { return }
        removeController(recognizer.controller)
        recognizer.view = nil
    }
}
