/// The three scenes of the seed's Counting tab bar.
public enum CountingScene: String, CaseIterable, Sendable {
    /// "First".
    case first
    /// "Second".
    case second
    /// "Third".
    case third

    /// The scene's (and its tab's) title.
    public var title: String {
        switch self {
        case .first: localized("First")
        case .second: localized("Second")
        case .third: localized("Third")
        }
    }
}
