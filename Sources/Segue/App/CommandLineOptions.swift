import SegueCore

/// What `segue` was asked on its command line. Parsed before GTK starts, so `--help` and
/// `--version` work without a display.
struct CommandLineOptions: Equatable {
    enum Outcome: Equatable {
        /// Run the app (opening `page` if given); `remaining` goes to GApplication.
        case run(page: String?, remaining: [String])
        /// Print `text` and exit with `status`.
        case exit(text: String, status: Int32)
    }

    static func parse(_ arguments: [String]) -> Outcome {
        var remaining = [arguments.first ?? "segue"]
        var page: String?
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help":
                return .exit(text: usage, status: 0)
            case "--version":
                return .exit(text: "segue \(AppIdentity.version)", status: 0)
            case "--page":
                guard index + 1 < arguments.count else {
                    return .exit(text: localized("segue: --page needs a page name.") + " " + pageList, status: 2)
                }
                let name = arguments[index + 1]
                guard Demo.named(name) != nil else {
                    return .exit(text: localized(format: "segue: unknown page “%1$@”.", name) + " " + pageList, status: 2)
                }
                page = name
                index += 1
            default:
                remaining.append(argument)
            }
            index += 1
        }
        return .run(page: page, remaining: remaining)
    }

    static var pageList: String {
        localized("Pages:") + " " + Demo.allCases.map(\.id).joined(separator: ", ")
    }

    static var usage: String {
        let pages = Demo.allCases.map(\.id).joined(separator: ", ")
        return [
            localized("Usage:") + " segue [--page PAGE]",
            "",
            localized("UIKit-style demos on GTK: drill-downs, task lists and tab bars."),
            "",
            "  --page PAGE   " + localized("open at a demo page") + " (\(pages))",
            "  --version     " + localized("print the version and exit"),
            "  -h, --help    " + localized("print this help and exit"),
        ].joined(separator: "\n")
    }
}
