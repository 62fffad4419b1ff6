// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

final class TallyViewController: ViewController {
    @Outlet var countLabel: Label!   // UIKit: @IBOutlet weak var countLabel: UILabel!
}
