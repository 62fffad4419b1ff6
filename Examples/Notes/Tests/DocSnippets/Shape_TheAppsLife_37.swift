// swift-format-ignore-file
// UIKit code shapes GtkKit compiles, kept from the articles' earlier examples: a build failure
// here is an API change an app would meet.
import Foundation
import GtkKit
import NotesKit

enum LaunchingWithADelegateShape {
final class AppDelegateShape: Responder, ApplicationDelegate {   // @main on it starts the app
    var window: Window?

    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        window = Window()
        window?.rootViewController = NavigationController(rootViewController: ViewController())
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidEnterBackground(_ application: Application) {
        print("save the notes: no window of the app is on screen")
    }

    func applicationWillResignActive(_ application: Application) {
        print("save the notes: the user turned to another program")
    }

    func openWebsite(_ application: Application) {
        let site = URL(string: "https://github.com/segue")!
        guard application.canOpenURL(site) else { return }
        application.open(site) { opened in
            if !opened { print("no application opens web pages") }   // say so to the user
        }
    }
}
}
