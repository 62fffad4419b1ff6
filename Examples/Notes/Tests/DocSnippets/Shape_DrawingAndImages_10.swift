// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

final class GaugeShape: View { var level = 0.5; override func draw(_ rect: Rect) { let track = BezierPath(roundedRect: rect.insetBy(dx: 2, dy: 2), cornerRadius: 6); Color.separator.setStroke(); track.stroke(); let fill = BezierPath(rect: Rect(x: 2, y: 2, width: (rect.width - 4) * level, height: rect.height - 4)); Color.systemBlue.setFill(); fill.fill() } }
extension NoteListViewController { func shape_drawingandimages_10(gauge: GaugeShape) -> Bitmap {
gauge.level = 0.8
gauge.setNeedsDisplay()
gauge.layer.shadowOpacity = 0.3
gauge.layer.shadowOffset = Size(width: 0, height: 2)
gauge.transform = Transform(rotationAngle: -.pi / 12)
let renderer = GraphicsImageRenderer(size: Size(width: 16, height: 16))
return renderer.image { context in
    Color.systemGreen.setFill()
    context.cgContext.fillEllipse(in: Rect(x: 2, y: 2, width: 12, height: 12))
}
}}
