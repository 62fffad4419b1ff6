import CGtk
import Synchronization

/// Captures every GLib/GTK message at WARNING or CRITICAL (or worse) logged in the test process,
/// so a widget test can fail on any of them. Messages are still printed by GLib's default writer.
public enum GLibLog {
    private static let captured = Mutex<[String]>([])
    private static let installed = Mutex(false)

    /// Installs the log writer; GLib allows this once per process, so later calls do nothing.
    public static func install() {
        let first = installed.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        g_log_set_writer_func(
            { level, fields, count, data in
                if level.rawValue & (G_LOG_LEVEL_ERROR.rawValue | G_LOG_LEVEL_CRITICAL.rawValue | G_LOG_LEVEL_WARNING.rawValue) != 0 {
                    GLibLog.record(GLibLog.describe(fields: fields, count: Int(count)))
                }
                return g_log_writer_default(level, fields, count, data)
            }, nil, nil)
    }

    /// The messages captured so far, left for ``drain()``: for a test that waits for one.
    public static func peek() -> [String] {
        captured.withLock { $0 }
    }

    /// Takes and clears the messages captured so far.
    public static func drain() -> [String] {
        captured.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
    }

    private static func record(_ message: String) {
        captured.withLock { $0.append(message) }
    }

    private static func describe(fields: UnsafePointer<GLogField>?, count: Int) -> String {
        guard let fields else { return "(no fields)" }
        var domain = ""
        var message = ""
        for index in 0..<count {
            let field = fields[index]
            guard let key = field.key, let value = field.value else { continue }
            let text =
                field.length < 0
                ? String(cString: value.assumingMemoryBound(to: CChar.self))
                : String(decoding: UnsafeRawBufferPointer(start: value, count: field.length), as: UTF8.self)
            switch String(cString: key) {
            case "GLIB_DOMAIN": domain = text
            case "MESSAGE": message = text
            default: break
            }
        }
        return "\(domain): \(message)"
    }
}
