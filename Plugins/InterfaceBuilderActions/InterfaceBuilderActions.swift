import Foundation
import PackagePlugin

/// Writes the table of the target's `@IBAction` methods that GtkKit calls a storyboard's action
/// connections through (`gtkkit-actions`), at every build: UIKit finds an action by its
/// Objective-C selector, which Swift on Linux cannot look up, so the table is generated from the
/// code instead, and the app writes nothing. Apply it to an app's target:
/// `plugins: [.plugin(name: "InterfaceBuilderActions", package: "<GtkKit's package>")]`.
@main
struct InterfaceBuilderActions: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "GtkKitInterfaceActions.swift")
        return [
            .buildCommand(
                displayName: "Writing the table of \(target.name)'s @IBAction methods",
                executable: try context.tool(named: "gtkkit-actions").url,
                arguments: [output.path] + sources.map(\.path),
                inputFiles: sources,
                outputFiles: [output])
        ]
    }
}
