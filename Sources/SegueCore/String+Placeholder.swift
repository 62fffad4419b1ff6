extension String {
    /// Replaces the first `%@` with `value`. Translated formats keep `%@` (as the seeds'
    /// `initWithFormat:` did) and this never interprets `value`, so a title containing `%` is safe.
    func replacingFirstPlaceholder(with value: String) -> String {
        guard let range = firstRange(of: "%@") else { return self }
        var result = self
        result.replaceSubrange(range, with: value)
        return result
    }
}
