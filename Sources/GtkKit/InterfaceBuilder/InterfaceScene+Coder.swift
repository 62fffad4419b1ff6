extension InterfaceScene {
    /// The coder a scene's controller is made with: the element's attributes, as strings, so a
    /// class reads what Interface Builder set for it in `init?(coder:)` (a page view
    /// controller's transition style and orientation).
    static func coder(for element: InterfaceElement) -> Coder {
        let coder = Coder()
        for key in ["transitionStyle", "navigationOrientation", "spineLocation"] {
            if let value = element[key] { coder.encode(value, forKey: key) }
        }
        return coder
    }
}
