extension String {
    /// Replaces the first `%@` with `value`. Translated formats keep `%@` (as the seeds'
    /// `initWithFormat:` did) and this never interprets `value`, so a title containing `%` is safe.
    func replacingFirstPlaceholder(with value: String) -> String {
        guard let range = firstRange(of: "%@") else { return self }
        var result = self
        result.replaceSubrange(range, with: value)
        return result
    }

    /// Replaces positional integer placeholders `%1$d`, `%2$d`, … (translations may reorder them).
    func replacingPlaceholders(_ values: [Int]) -> String {
        var result = self
        for (index, value) in values.enumerated() {
            while let range = result.firstRange(of: "%\(index + 1)$d") { result.replaceSubrange(range, with: String(value)) }
        }
        return result
    }
}
