internal import CGtk

/// UIKit's `UIDatePicker` in its inline date style, on GTK's month calendar (`GtkCalendar`):
/// a ``Control`` that sends `.valueChanged` when the user picks another day (a click, the arrow
/// keys, the month and year buttons), not when code sets ``date``, as in UIKit. Months are
/// 1-based here, as in GDateTime (GtkCalendar's `month` property counts from 0; this never uses
/// it). Screen readers meet GTK's calendar, whose days are buttons named by their number.
///
/// ```swift
/// let born = DatePicker()
/// born.date = (1938, 6, 1)
/// born.maximumDate = (2026, 12, 31)
/// born.addAction(Action { _ in hero.birthday = born.date }, for: .valueChanged)
/// ```
///
/// Where GtkKit differs: GtkKit does not link Foundation, so a date is a (year, month, day)
/// triple, not a `Date`; and GNOME picks a day from a calendar, so the mode is always a date and
/// the style always inline (UIKit's `.date` and `.inline`).
@MainActor
public final class DatePicker: Control {
    /// A day: year, month 1…12, day 1…31.
    public typealias Day = (year: Int, month: Int, day: Int)

    /// What the picker picks (UIKit's `UIDatePicker.Mode`): GNOME's calendar picks a day.
    public enum Mode: Sendable {
        /// A day.
        case date
    }

    /// How the picker looks (UIKit's `UIDatePickerStyle`): GNOME's calendar is inline.
    public enum Style: Sendable {
        /// A month calendar in the page.
        case inline
    }

    /// Set while code selects a day, so only the user's picks send `.valueChanged`.
    private var isSettingInCode = false

    /// The view `init()` makes, for one made from `coder` (UIKit's `init?(coder:)`,
    /// required of every view).
    public required convenience init?(coder: Coder) {
        self.init()
    }

    /// A calendar showing today.
    public init() {
        View.adopt(untyped(gtk_calendar_new()), ownership: .full)
        super.init(frame: .zero)
        for signal in ["day-selected", "next-month", "prev-month", "next-year", "prev-year"] {
            connect(signal) { [weak self] in self?.userPicked() }
        }
    }

    /// What the picker picks: always ``Mode/date``.
    public var datePickerMode: Mode { .date }

    /// How the picker looks: always ``Style/inline``.
    public var preferredDatePickerStyle: Style { .inline }

    /// The selected day as (year, month 1…12, day 1…31). Setting it sends no event, as in UIKit.
    public var date: Day {
        get {
            // GTK 4.8 has no year/month/day getters (4.14): read its GDateTime.
            guard let dateTime = gtk_calendar_get_date(OpaquePointer(raw)) else { return (1970, 1, 1) }
            defer { g_date_time_unref(dateTime) }
            return (Int(g_date_time_get_year(dateTime)), Int(g_date_time_get_month(dateTime)), Int(g_date_time_get_day_of_month(dateTime)))
        }
        set { setDate(newValue, animated: false) }
    }

    /// Selects `date`, held between ``minimumDate`` and ``maximumDate`` (UIKit's
    /// `setDate(_:animated:)`; GTK's calendar turns to its month at once).
    public func setDate(_ date: Day, animated: Bool) {
        isSettingInCode = true
        defer { isSettingInCode = false }
        select(clamped(date))
    }

    /// The earliest day the user may pick, or nil for no limit (UIKit's `minimumDate`). A day
    /// picked before it is moved to it.
    public var minimumDate: Day? {
        didSet { if let minimumDate, Self.isBefore(date, minimumDate) { date = minimumDate } }
    }

    /// The latest day the user may pick, or nil for no limit (UIKit's `maximumDate`).
    public var maximumDate: Day? {
        didSet { if let maximumDate, Self.isBefore(maximumDate, date) { date = maximumDate } }
    }

    /// Calls `handler` when the user picks another day (as `.valueChanged` actions do).
    public func onDateChanged(_ handler: @escaping @MainActor () -> Void) {
        addAction(Action { _ in handler() }, for: .valueChanged)
    }

    /// Picks `day` as the user would by clicking it (tests that cannot click GTK's calendar).
    package func pickAsUser(_ day: Day) {
        isSettingInCode = true
        select(day)
        isSettingInCode = false
        userPicked()
    }

    /// The user picked a day: held to the limits, then told.
    private func userPicked() {
        guard !isSettingInCode else { return }
        let picked = date
        let allowed = clamped(picked)
        if allowed != picked {
            isSettingInCode = true
            select(allowed)
            isSettingInCode = false
        }
        sendActions(for: .valueChanged)
    }

    private func clamped(_ day: Day) -> Day {
        if let minimumDate, Self.isBefore(day, minimumDate) { return minimumDate }
        if let maximumDate, Self.isBefore(maximumDate, day) { return maximumDate }
        return day
    }

    private static func isBefore(_ first: Day, _ second: Day) -> Bool {
        (first.year, first.month, first.day) < (second.year, second.month, second.day)
    }

    private func select(_ day: Day) {
        // One GDateTime, so no intermediate day is ever invalid (31 January → 29 February).
        guard let dateTime = g_date_time_new_local(Int32(day.year), Int32(day.month), Int32(day.day), 12, 0, 0) else { return }
        defer { g_date_time_unref(dateTime) }
        gtk_calendar_select_day(OpaquePointer(raw), dateTime)
    }
}
