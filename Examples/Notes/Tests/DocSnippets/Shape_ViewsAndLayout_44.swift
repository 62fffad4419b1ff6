// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

@MainActor final class Clock: PickerViewDataSource, PickerViewDelegate { func numberOfComponents(in pickerView: PickerView) -> Int { 2 }; func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 24 : 60 } }
extension NoteListViewController { func shape_viewsandlayout_44(clock: Clock) -> [View] {
let name = TextField()
name.addAction(Action { _ in print(name.text) }, for: .editingChanged)
let copying = ProgressView()
copying.setProgress(0.4, animated: true)
let loading = ActivityIndicatorView(style: .large)
loading.accessibilityLabel = "Loading pictures"
loading.startAnimating()
let tour = PageControl()
tour.numberOfPages = 5
let time = PickerView()
time.dataSource = clock
time.delegate = clock
return [name, copying, loading, tour, time]
}}
