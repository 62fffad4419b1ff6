import GtkKit
import SegueCore

extension HeroValueEditing {
    /// Saves the attribute and the value as edited so far (not saved yet), for restoration.
    func encodeDraft(with coder: RestorationCoder) {
        guard let key else { return }
        coder.encode(key.rawValue, forKey: "key")
        switch value {
        case .text(let text): coder.encode(text, forKey: "draftText")
        case .date(let date): coder.encode(date.isoText, forKey: "draftDate")
        case .none: break
        }
    }

    /// The unsaved value saved by ``encodeDraft(with:)``, if any.
    func decodeDraft(with coder: RestorationCoder) -> HeroValue? {
        if let text = coder.decodeString(forKey: "draftText") { return .text(text) }
        if let date = coder.decodeString(forKey: "draftDate").flatMap(HeroDate.init(isoText:)) { return .date(date) }
        return nil
    }
}
