internal import CGtk
import FoundationEssentials

/// One element of an Interface Builder file (a storyboard or a xib, XML as Xcode writes it):
/// its name, attributes, text and children, and the line it starts on for messages.
struct InterfaceElement {
    let name: String
    let attributes: [String: String]
    var children: [InterfaceElement] = []
    var text = ""
    let line: Int

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// Interface Builder's id of the element, for messages and references.
    var id: String? { attributes["id"] }

    /// The first child named `name`, with `key` if given.
    func child(_ name: String, key: String? = nil) -> InterfaceElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The children of the child named `container` (`subviews`, `constraints`, `connections`).
    func children(of container: String) -> [InterfaceElement] { child(container)?.children ?? [] }

    /// A `YES`/`NO` attribute.
    func flag(_ attribute: String) -> Bool? {
        attributes[attribute].map { $0 == "YES" }
    }

    /// A number attribute.
    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    /// Every element below this one, depth first, this one included.
    func visit(_ body: (InterfaceElement) -> Void) {
        body(self)
        for child in children { child.visit(body) }
    }
}

/// Reads Interface Builder XML with GLib's markup parser (the one GtkBuilder reads its files
/// with): a well-formed document becomes its root element; a malformed or truncated one is an
/// error naming the line.
enum InterfaceReader {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The elements under construction, innermost last.
    private final class Builder {
        var open: [InterfaceElement] = []
        var root: InterfaceElement?
        var context: OpaquePointer?
        /// The file's line the text starts on, less one.
        var lineOffset = 0

        var line: Int {
            var line: Int32 = 0
            var character: Int32 = 0
            g_markup_parse_context_get_position(context, &line, &character)
            // At an element's start GLib has read past its tag, and past the line's end when the
            // tag ends one: the element is on the line before.
            return lineOffset + Int(character <= 1 ? max(1, line - 1) : line)
        }
    }

    /// The root element of `data`, whose first line is line `firstLine` of its file.
    static func read(_ data: Data, firstLine: Int = 1) throws(Failure) -> InterfaceElement {
        let parser = GMarkupParser(
            start_element: { _, name, names, values, user, _ in
                let builder = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                var attributes: [String: String] = [:]
                var index = 0
                while let name = names?[index], let value = values?[index] {
                    attributes[String(cString: name)] = String(cString: value)
                    index += 1
                }
                builder.open.append(InterfaceElement(name: String(cString: name!), attributes: attributes, line: builder.line))
            },
            end_element: { _, _, user, _ in
                let builder = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                let element = builder.open.removeLast()
                if builder.open.isEmpty { builder.root = element } else { builder.open[builder.open.count - 1].children.append(element) }
            },
            text: { _, text, length, user, _ in
                let builder = Unmanaged<Builder>.fromOpaque(user!).takeUnretainedValue()
                guard !builder.open.isEmpty, let text else { return }
                let bytes = UnsafeRawBufferPointer(start: text, count: Int(length))
                builder.open[builder.open.count - 1].text += String(decoding: bytes, as: UTF8.self)
            },
            passthrough: nil, error: nil)
        let builder = Builder()
        builder.lineOffset = firstLine - 1
        // The context keeps the parser's address: it lives as long as the context does.
        let callbacks = UnsafeMutablePointer<GMarkupParser>.allocate(capacity: 1)
        callbacks.initialize(to: parser)
        let context = g_markup_parse_context_new(
            callbacks, GMarkupParseFlags(rawValue: 0), Unmanaged.passUnretained(builder).toOpaque(), nil)
        builder.context = context
        defer {
            g_markup_parse_context_free(context)
            callbacks.deallocate()
        }
        var error: UnsafeMutablePointer<GError>?
        let parsed = withExtendedLifetime(builder) {
            data.withUnsafeBytes { bytes in
                g_markup_parse_context_parse(context, bytes.baseAddress?.assumingMemoryBound(to: gchar.self), gssize(bytes.count), &error)
                    != 0 && g_markup_parse_context_end_parse(context, &error) != 0
            }
        }
        guard parsed, let root = builder.root else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "the document has no element"
            g_clear_error(&error)
            throw Failure(description: message)
        }
        return root
    }
}
