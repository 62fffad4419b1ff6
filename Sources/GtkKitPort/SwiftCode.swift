/// A Swift file's text with what is code told apart from comments and string literals, and the
/// type each offset is declared in: enough for mechanical rewrites that must not touch a comment
/// or a string, without a Swift parser (none can be fetched here, and the rewrites are lexical).
struct SwiftCode {
    /// The file, as Unicode scalars (offsets below index it).
    let scalars: [Unicode.Scalar]
    /// Whether each scalar is code (not inside a comment or a string literal).
    private(set) var isCode: [Bool]
    /// Each scalar's enclosing type declaration (`class`, `struct`, `enum`, `actor`, or the type
    /// an `extension` extends), innermost; nil at the top level.
    private(set) var enclosingType: [String?]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        isCode = Array(repeating: true, count: scalars.count)
        enclosingType = Array(repeating: nil, count: scalars.count)
        markCommentsAndStrings()
        markTypes()
    }

    /// The 1-based line of `offset`.
    func line(of offset: Int) -> Int {
        1 + scalars[..<min(offset, scalars.count)].lazy.filter { $0 == "\n" }.count
    }

    private func at(_ index: Int) -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func markCommentsAndStrings() {
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", at(index + 1) == "/" {
                let start = index
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                mark(start..<index)
            } else if scalar == "/", at(index + 1) == "*" {
                let start = index
                var depth = 0
                repeat {
                    if scalars[index] == "/", at(index + 1) == "*" {
                        depth += 1
                        index += 2
                    } else if scalars[index] == "*", at(index + 1) == "/" {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < scalars.count
                mark(start..<index)
            } else if scalar == "\"" || (scalar == "#" && (at(index + 1) == "\"" || at(index + 1) == "#")) {
                guard let end = stringEnd(from: index) else {
                    index += 1
                    continue
                }
                mark(index..<end)
                index = end
            } else {
                index += 1
            }
        }
    }

    /// The end of the string literal starting at `start` (raw `#"…"#`, multi-line `"""`).
    private func stringEnd(from start: Int) -> Int? {
        var index = start
        var hashes = 0
        while at(index) == "#" {
            hashes += 1
            index += 1
        }
        guard at(index) == "\"" else { return nil }
        let multiline = at(index + 1) == "\"" && at(index + 2) == "\""
        let quotes = multiline ? 3 : 1
        index += quotes
        while index < scalars.count {
            if scalars[index] == "\\" && hashes == 0 {
                index += 2
                continue
            }
            if !multiline && scalars[index] == "\n" { return index }
            if (0..<quotes).allSatisfy({ at(index + $0) == "\"" }) && (0..<hashes).allSatisfy({ at(index + quotes + $0) == "#" }) {
                return index + quotes + hashes
            }
            index += 1
        }
        return scalars.count
    }

    private mutating func mark(_ range: Range<Int>) {
        for index in range where index < isCode.count { isCode[index] = false }
    }

    /// Walks the code's braces, noting which type declaration each one opens.
    private mutating func markTypes() {
        var stack: [(name: String?, depth: Int)] = []
        var depth = 0
        var pending: String?
        var index = 0
        func current() -> String? { stack.last(where: { $0.name != nil })?.name }
        while index < scalars.count {
            let scalar = scalars[index]
            guard isCode[index] else {
                enclosingType[index] = current()
                index += 1
                continue
            }
            let startsWord = (scalar.properties.isAlphabetic || scalar == "_") && (index == 0 || !isIdentifierScalar(scalars[index - 1]))
            if startsWord {
                let word = identifier(at: index)
                let length = max(word.unicodeScalars.count, 1)
                if ["class", "struct", "enum", "actor", "extension", "protocol"].contains(word) {
                    var next = index + length
                    while next < scalars.count, [" ", "\n", "\t"].contains(scalars[next]) { next += 1 }
                    let name = identifier(at: next)
                    // `class func` and `class var` declare members, not a type.
                    let members = ["func", "var", "let", "subscript", "override", "final", "private", "public", "fileprivate", "internal"]
                    if !name.isEmpty, !members.contains(name) { pending = word == "protocol" ? "" : name }
                }
                for covered in index..<min(index + length, scalars.count) { enclosingType[covered] = current() }
                index += length
                continue
            }
            if scalar == "{" {
                depth += 1
                stack.append((pending.flatMap { $0.isEmpty ? nil : $0 }, depth))
                pending = nil
            } else if scalar == "}" {
                if let last = stack.last, last.depth == depth { stack.removeLast() }
                depth -= 1
            }
            enclosingType[index] = current()
            index += 1
        }
    }

    private func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
    }

    /// The identifier (letters, digits, `_`, and `.` for a qualified type name) at `start`.
    func identifier(at start: Int) -> String {
        var end = start
        while end < scalars.count, isIdentifierScalar(scalars[end]) || (scalars[end] == "." && end > start) { end += 1 }
        while end > start, scalars[end - 1] == "." { end -= 1 }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<end])
        return String(text)
    }
}
