internal import CGtk

/// The kind of text a ``TextField`` takes, after UIKit's `UIKeyboardType`. A desktop keyboard does
/// not change with it; GTK passes it to on-screen keyboards and input methods as the field's input
/// purpose (a phone's on-screen keyboard shows digits for ``numberPad``).
public enum KeyboardType: Sendable {
    /// Any text.
    case `default`
    /// Letters, digits and punctuation of ASCII.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    /// A web address. (UIKit's name, kept so ported code reads `.URL` unchanged.)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL
    /// Digits only.
    case numberPad
    /// A telephone number.
    case phonePad
    /// A person's name or a telephone number.
    case namePhonePad
    /// An email address.
    case emailAddress
    /// A number with a decimal point.
    case decimalPad
    /// Text for a social network.
    case twitter
    /// Words to search for.
    case webSearch
    /// Digits, from ASCII only.
    case asciiCapableNumberPad

    /// GTK's input purpose that plays this role.
    var inputPurpose: GtkInputPurpose {
        switch self {
        case .default, .twitter, .webSearch: GTK_INPUT_PURPOSE_FREE_FORM
        case .asciiCapable: GTK_INPUT_PURPOSE_ALPHA
        case .numbersAndPunctuation, .decimalPad: GTK_INPUT_PURPOSE_NUMBER
        case .URL: GTK_INPUT_PURPOSE_URL
        case .numberPad, .asciiCapableNumberPad: GTK_INPUT_PURPOSE_DIGITS
        case .phonePad: GTK_INPUT_PURPOSE_PHONE
        case .namePhonePad: GTK_INPUT_PURPOSE_NAME
        case .emailAddress: GTK_INPUT_PURPOSE_EMAIL
        }
    }
}
