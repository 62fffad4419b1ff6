// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

@MainActor final class CountSettingsShape { var step = 1; func confirmChanged(_ control: Control) { print((control as? Switch)?.isOn ?? false) } }
extension NoteListViewController { func shape_viewsandlayout_43(settings: CountSettingsShape) -> [View] {
let confirm = Switch()
confirm.accessibilityLabel = "Confirm before resetting counts"
confirm.addTarget(settings, action: CountSettingsShape.confirmChanged, for: .valueChanged)
let step = Stepper()
step.minimumValue = 1
step.maximumValue = 10
step.addAction(Action { _ in settings.step = Int(step.value) }, for: .valueChanged)
let position = SegmentedControl(items: ["Bottom", "Top"])
position.selectedSegmentIndex = 0
let size = Slider()
size.isContinuous = false
return [confirm, step, position, size]
}}
