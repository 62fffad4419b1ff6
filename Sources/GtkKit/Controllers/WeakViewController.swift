/// A view controller held weakly, for a cell that performs its scene's segue without keeping
/// the scene alive.
@MainActor
struct WeakViewController {
    weak var controller: ViewController?
}
