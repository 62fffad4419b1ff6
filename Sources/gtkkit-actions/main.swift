// gtkkit-actions: writes the table of a module's @IBAction methods that GtkKit finds a
// storyboard's action connections in (run by the InterfaceBuilderActions build plugin).
import Foundation
import GtkKitPort

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 1 else {
    FileHandle.standardError.write(Data("usage: gtkkit-actions <output.swift> <source.swift>...\n".utf8))
    exit(2)
}
var actions: [ActionTable.Action] = []
for path in arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("gtkkit-actions: cannot read \(path)\n".utf8))
        exit(1)
    }
    actions += ActionTable.actions(in: String(decoding: data, as: UTF8.self))
}
let source = Data(ActionTable.source(for: actions).utf8)
// Written only when it changes, so the module is not rebuilt for nothing.
if FileManager.default.contents(atPath: arguments[0]) != source {
    _ = FileManager.default.createFile(atPath: arguments[0], contents: source)
}
