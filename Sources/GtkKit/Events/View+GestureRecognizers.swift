extension View {
    /// The gesture recognizers attached to the view, or nil if it has none (UIKit's
    /// `gestureRecognizers`). Setting it replaces them all.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `recognizer` to the view (UIKit's `addGestureRecognizer(_:)`), taking it from
    /// the view it was on. The view keeps the recognizer; the recognizer holds the view weakly.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        attachedGestureRecognizers.append(recognizer)
        recognizer.view = self
        addController(recognizer.controller)
    }

    /// Detaches `recognizer` from the view (UIKit's `removeGestureRecognizer(_:)`).
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        attachedGestureRecognizers.remove(at: index)
        removeController(recognizer.controller)
        recognizer.view = nil
    }
}
