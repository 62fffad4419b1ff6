internal import CGtk

/// A month calendar to pick a day (`GtkCalendar`), after UIKit's `UIDatePicker` in its inline
/// date style. Months are 1-based here, as in GDateTime (GtkCalendar's `month` property counts
/// from 0; this never uses it).
@MainActor
public final class DatePicker: Widget {
    /// A calendar showing today.
    public init() {
        super.init(untyped(gtk_calendar_new()), ownership: .full)
    }

    /// The selected day as (year, month 1…12, day 1…31).
    public var date: (year: Int, month: Int, day: Int) {
        get {
            // GTK 4.8 has no year/month/day getters (4.14): read its GDateTime.
            guard let dateTime = gtk_calendar_get_date(OpaquePointer(raw)) else { return (1970, 1, 1) }
            defer { g_date_time_unref(dateTime) }
            return (Int(g_date_time_get_year(dateTime)), Int(g_date_time_get_month(dateTime)), Int(g_date_time_get_day_of_month(dateTime)))
        }
        set {
            // One GDateTime, so no intermediate day is ever invalid (31 January → 29 February).
            guard let dateTime = g_date_time_new_local(Int32(newValue.year), Int32(newValue.month), Int32(newValue.day), 12, 0, 0) else {
                return
            }
            defer { g_date_time_unref(dateTime) }
            gtk_calendar_select_day(OpaquePointer(raw), dateTime)
        }
    }

    /// Calls `handler` when the user picks another day (click, arrow keys, month and year buttons).
    public func onDateChanged(_ handler: @escaping @MainActor () -> Void) {
        connect("day-selected", handler)
        connect("next-month", handler)
        connect("prev-month", handler)
        connect("next-year", handler)
        connect("prev-year", handler)
    }
}
