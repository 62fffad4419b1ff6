import Foundation

extension String {
    /// Replaces the first `%@` with `value`. Translated formats keep `%@` (as the seeds'
    /// `initWithFormat:` did) and this never interprets `value`, so a title containing `%` is safe.
    func replacingFirstPlaceholder(with value: String) -> String {
        guard let range = range(of: "%@") else { return self }
        return replacingCharacters(in: range, with: value)
    }
}
