// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

final class TaskListSnippetController: TableViewController { let tasks: [String]; init?(coder: Coder, tasks: [String]) { self.tasks = tasks; super.init(coder: coder) }; required init?(coder: Coder) { nil } }; @MainActor func shape_interfacebuilderfiles_18(storyboard: Storyboard, tasks: [String], navigation: NavigationController) {
let list = storyboard.instantiateViewController(identifier: "TaskList") { coder in
    TaskListSnippetController(coder: coder, tasks: tasks)
}
navigation.pushViewController(list, animated: true)
}
