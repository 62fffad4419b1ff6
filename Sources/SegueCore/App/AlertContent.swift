/// What an alert shows: UIAlertView's title, message and cancel button title.
public struct AlertContent: Equatable, Sendable {
    /// The alert's title.
    public let title: String
    /// The explanatory message.
    public let message: String
    /// The one button's text.
    public let cancelButtonTitle: String

    /// An alert's content.
    public init(title: String, message: String, cancelButtonTitle: String) {
        self.title = title
        self.message = message
        self.cancelButtonTitle = cancelButtonTitle
    }
}
