/// A button's titles and title colours for the control states other than what GTK shows: the
/// titles set for states other than `.normal` (kept for `title(for:)`, not shown) and the colour
/// set for each state with the style class it wears. Changed only through its methods, which
/// hand back the class a state's colour wore before, so the button never wears two for one state.
struct StateTitles {
    private var titles: [Control.State: String] = [:]
    private var colors: [Control.State: (color: Color, styleClass: String)] = [:]

    /// The title set for `state`, if any.
    func title(for state: Control.State) -> String? { titles[state] }

    /// `state`'s title is `title` (nil: none).
    mutating func setTitle(_ title: String?, for state: Control.State) { titles[state] = title }

    /// The colour set for `state`, if any.
    func color(for state: Control.State) -> Color? { colors[state]?.color }

    /// `state`'s colour is `color`, worn as `styleClass` (nil: none); the class it wore before,
    /// if any, to take off.
    mutating func setColor(_ color: Color?, wornAs styleClass: String?, for state: Control.State) -> String? {
        let old = colors.removeValue(forKey: state)?.styleClass
        if let color, let styleClass { colors[state] = (color, styleClass) }
        return old
    }
}
