"""Notes as its users meet it, through the accessibility bus alone: UIKit's usual shape (a tab bar
at the window's root, a navigation stack in the Notes tab) shows the tab's header — its title in
the window's title, a visible "Add Note" button — Back after a push, with the tabs still there,
and the About tab's own title, with its badge until it is opened, and its stack views' row of two
buttons of equal width. "Add Note" presents "New Note" modally: a dialog with the focus in
its field, whose Cancel closes it and gives the focus back to "Add Note", and whose Done adds the
note. A row's context menu (Shift+F10 on the focused row) offers Rename… and Delete: Rename opens the
alert that asks for the title (UIKit's alert with a text field): Cancel keeps it, Enter renames, and
Rename greys out while the field is empty. Delete removes the row. The header's Sort menu (Alt+S) orders
the rows by title, A to Z and Z to A. Run by tools/run-tests with the built
`notes` binary."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "Tests", "a11y"))
from atspi_helpers import A11yFailure, run_test, Atspi, do_named_action, find, find_app, press, type_text, wait_for, walk, focused  # noqa: E402


def frame_title(app):
    frame = find(app, role=Atspi.Role.FRAME)
    return frame.get_name() if frame else None


def focus_of(app):
    """The focused widget's (role, name) in the main window, or None."""
    node = next((n for n in walk(app) if focused(n) and n.get_role() != Atspi.Role.FRAME), None)
    return (node.get_role_name(), node.get_name()) if node else None


def field_texts(root):
    """The text of every editable text under `root` (an entry's text may be on its inner part)."""
    found = []
    for node in walk(root):
        if node.get_role() in (Atspi.Role.TEXT, Atspi.Role.ENTRY):
            try:
                found.append(Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node)))
            except Exception:  # no Text interface on this part
                pass
    return found


def rows(app):
    return [node for node in walk(app) if node.get_role() == Atspi.Role.LIST_ITEM]


def run_flow():
    app = wait_for(lambda: find_app("notes"), "the notes application on the accessibility bus")
    wait_for(lambda: frame_title(app) == "Notes", "the window titled “Notes” (the tab's navigation title)")
    add = wait_for(lambda: find(app, name="Add Note", role=Atspi.Role.PUSH_BUTTON), "a visible “Add Note” button in the header")
    if find(app, name="Back", role=Atspi.Role.PUSH_BUTTON):
        raise A11yFailure("a Back button shows at the root of the Notes tab")

    row = wait_for(lambda: find(app, name="Shopping", role=Atspi.Role.LIST_ITEM), "the “Shopping” row")
    do_named_action(row, "activate")
    back = wait_for(lambda: find(app, name="Back", role=Atspi.Role.PUSH_BUTTON), "Back in the header after the push")
    wait_for(lambda: frame_title(app) == "Note", "the window titled “Note”")
    for tab in ("Notes", "About"):
        if not find(app, name=tab, role=Atspi.Role.PAGE_TAB):
            raise A11yFailure(f"the “{tab}” tab is gone after a push inside the tab")
    if find(app, name="Add Note", role=Atspi.Role.PUSH_BUTTON):
        raise A11yFailure("the list's “Add Note” still shows on the note's page")
    do_named_action(back, "click")
    # Put back in the header, the button is a new object on the bus: found again.
    add = wait_for(lambda: find(app, name="Add Note", role=Atspi.Role.PUSH_BUTTON), "“Add Note” again after Back")

    # The modal: a dialog, focus inside; Cancel closes it and the focus comes back to what had it
    # (an AT-SPI click does not move the focus: here it is still on the row Back returned to).
    before = wait_for(lambda: focus_of(app), "something focused in the window")
    do_named_action(add, "click")
    dialog = wait_for(lambda: find(app, name="New Note", role=Atspi.Role.DIALOG), "the “New Note” dialog")
    field = wait_for(lambda: find(dialog, name="Title", role=Atspi.Role.TEXT), "its Title field")
    wait_for(lambda: focused(field), "the focus in the Title field")
    do_named_action(find(dialog, name="Cancel", role=Atspi.Role.PUSH_BUTTON), "click")
    wait_for(lambda: find(app, name="New Note", role=Atspi.Role.DIALOG) is None, "the dialog to close on Cancel")
    add = wait_for(lambda: find(app, name="Add Note", role=Atspi.Role.PUSH_BUTTON), "“Add Note”")
    wait_for(lambda: focus_of(app) == before, f"the focus back on {before}")
    if len(rows(app)) != 3:
        raise A11yFailure(f"Cancel added a note: {rows(app)}")

    # Escape closes it too; then Done adds what was typed.
    do_named_action(add, "click")
    wait_for(lambda: find(app, name="New Note", role=Atspi.Role.DIALOG), "the dialog again")
    press("Escape")
    wait_for(lambda: find(app, name="New Note", role=Atspi.Role.DIALOG) is None, "the dialog to close on Escape")
    add = wait_for(lambda: find(app, name="Add Note", role=Atspi.Role.PUSH_BUTTON), "“Add Note”")
    do_named_action(add, "click")
    dialog = wait_for(lambda: find(app, name="New Note", role=Atspi.Role.DIALOG), "the dialog a third time")
    wait_for(lambda: focused(find(dialog, name="Title", role=Atspi.Role.TEXT)), "the focus in the Title field")
    type_text("Holiday")
    done = wait_for(lambda: find(dialog, name="Done", role=Atspi.Role.PUSH_BUTTON), "Done")
    wait_for(lambda: done.get_state_set().contains(Atspi.StateType.SENSITIVE), "Done to be available once typed")
    do_named_action(done, "click")
    wait_for(lambda: find(app, name="Holiday", role=Atspi.Role.LIST_ITEM), "the “Holiday” row Done added")
    wait_for(lambda: find(app, name="Notes", role=Atspi.Role.PAGE_TAB).get_description().endswith("1 new"),
             "the Notes tab's badge “1 new” after adding a note")

    # The row actions, by keyboard: the focus is on a row (Back returned it to “Shopping”).
    wait_for(lambda: focus_of(app) == ("list item", "Shopping"), "the focus on the “Shopping” row")
    press("shift+F10")
    wait_for(lambda: find(app, name="Rename…", role=Atspi.Role.PUSH_BUTTON), "“Rename…” in the row's menu")
    delete = wait_for(lambda: find(app, name="Delete", role=Atspi.Role.PUSH_BUTTON), "Delete in the row's menu")
    do_named_action(delete, "click")
    wait_for(lambda: find(app, name="Shopping", role=Atspi.Role.LIST_ITEM) is None, "the “Shopping” row to be deleted")
    wait_for(lambda: focus_of(app) == ("list item", "Ideas"), "the focus on the row that took its place")
    press("shift+F10")
    rename = wait_for(lambda: find(app, name="Rename…", role=Atspi.Role.PUSH_BUTTON), "“Rename…” in the next row's menu")
    do_named_action(rename, "click")
    dialog = wait_for(lambda: find(app, name="Rename Note", role=Atspi.Role.DIALOG), "the “Rename Note” dialog")
    wait_for(lambda: "Ideas" in field_texts(dialog), "the Rename form's field to hold the note's title")
    if find(dialog, name="Cancel", role=Atspi.Role.PUSH_BUTTON) is None:
        raise A11yFailure("the Rename alert has no Cancel button")
    # Escape is the alert's Cancel. (A key, as a user leaves it: with no window manager under
    # Xvfb, the window is given the focus back with the time of the last input event, and an
    # accessible "click" is none — the X server would refuse it as older than the alert's.)
    press("Escape")
    wait_for(lambda: find(app, name="Rename Note", role=Atspi.Role.DIALOG) is None, "the Rename dialog to close")
    if not find(app, name="Ideas", role=Atspi.Role.LIST_ITEM):
        raise A11yFailure("Cancel in Rename changed the note")
    # Rename is an alert that asks (AlertController with a text field): the focus starts in the
    # field, named by its placeholder; emptied, Rename greys out; Enter renames.
    wait_for(lambda: focus_of(app) == ("list item", "Ideas"), "the focus back on “Ideas”")
    press("shift+F10")
    do_named_action(wait_for(lambda: find(app, name="Rename…", role=Atspi.Role.PUSH_BUTTON), "“Rename…” again"), "click")
    dialog = wait_for(lambda: find(app, name="Rename Note", role=Atspi.Role.DIALOG), "the “Rename Note” alert again")
    field = wait_for(lambda: find(dialog, name="Title", role=Atspi.Role.TEXT), "the alert's field, named “Title”")
    wait_for(lambda: focused(field), "the focus in the alert's field")
    confirm = wait_for(lambda: find(dialog, name="Rename", role=Atspi.Role.PUSH_BUTTON), "the alert's Rename button")
    press("ctrl+a")
    press("BackSpace")
    wait_for(lambda: not confirm.get_state_set().contains(Atspi.StateType.SENSITIVE), "Rename greyed out with no title")
    type_text("Trip ideas")
    wait_for(lambda: confirm.get_state_set().contains(Atspi.StateType.SENSITIVE), "Rename available again")
    press("Return")
    wait_for(lambda: find(app, name="Rename Note", role=Atspi.Role.DIALOG) is None, "Enter to rename and close the alert")
    wait_for(lambda: find(app, name="Trip ideas", role=Atspi.Role.LIST_ITEM), "the renamed “Trip ideas” row")
    wait_for(lambda: focus_of(app) == ("list item", "Trip ideas"), "the focus back on the renamed row")

    # The header's Sort menu (a bar button item with a menu of actions), by keyboard as its users
    # open it: Alt+S (its mnemonic), the arrows, Return; the menu closes and the rows are ordered.
    def titles():
        return [row.get_name() for row in rows(app)]

    def menu_items():
        # GTK 4.8 names a menu item; GTK 4.18 leaves it labelled by its label, whose text is
        # what Orca 48 reads.
        def text(node):
            if node.get_name():
                return node.get_name()
            for relation in node.get_relation_set():
                if relation.get_relation_type() == Atspi.RelationType.LABELLED_BY and relation.get_n_targets():
                    label = relation.get_target(0)
                    try:
                        return label.get_name() or Atspi.Text.get_text(label, 0, Atspi.Text.get_character_count(label))
                    except Exception:  # no Text interface on it
                        return label.get_name()
            return ""
        return [(text(node), focused(node)) for node in walk(app) if node.get_role() == Atspi.Role.MENU_ITEM]

    def focused_item():
        return next((name for name, has_focus in menu_items() if has_focus), None)
    for item, downs, descending in (("Title A to Z", 0, False), ("Title Z to A", 1, True)):
        press("alt+s")
        wait_for(lambda: focused_item() == "Title A to Z", "Alt+S to open the Sort menu on its first item")
        for _ in range(downs):
            press("Down")
        wait_for(lambda: focused_item() == item, f"“{item}” focused in the Sort menu")
        press("Return")
        wait_for(lambda: not menu_items(), "the Sort menu to close once chosen")
        wait_for(lambda: len(titles()) > 1 and titles() == sorted(titles(), key=str.lower, reverse=descending),
                 f"the rows ordered {item} (they are {titles()})")

    about = find(app, name="About", role=Atspi.Role.PAGE_TAB)
    if not about.get_description().endswith("1 new"):
        raise A11yFailure(f"the About tab is described “{about.get_description()}”, without its badge")
    do_named_action(about, "click")
    wait_for(lambda: frame_title(app) == "About", "the window titled “About” on the About tab")
    wait_for(lambda: "new" not in find(app, name="About", role=Atspi.Role.PAGE_TAB).get_description(),
             "the About tab's badge to go once it was seen")
    if find(app, name="Add Note", role=Atspi.Role.PUSH_BUTTON):
        raise A11yFailure("the Notes tab's “Add Note” shows on the About tab")
    # Its heading is a heading (accessibilityTraits = .header): role heading, level 2.
    heading = wait_for(lambda: find(app, role=Atspi.Role.HEADING, name="About Notes"), "the About page's heading")
    level = (heading.get_attributes() or {}).get("level")
    if level not in (None, "2"):
        raise A11yFailure(f"the About heading is level {level}, not 2")
    # The About page is laid out with stack views: a column, then a row of two buttons sharing
    # its width equally (fillEqually), 12 apart, in reading order, inside 24-pixel margins.
    def extents(name):
        node = wait_for(lambda: find(app, name=name, role=Atspi.Role.PUSH_BUTTON), f"the “{name}” button")
        box = Atspi.Component.get_extents(node, Atspi.CoordType.WINDOW)
        return box.x, box.y, box.width, box.height
    open_site, copy_link = extents("Open Website"), extents("Copy Link")
    if open_site[2] != copy_link[2] or open_site[1] != copy_link[1]:
        raise A11yFailure(f"the About buttons do not share the row equally: {open_site}, {copy_link}")
    # A button's extents leave out its padding (GTK 4.8), so the row is measured by the text
    # above it, as wide as the column: each button starts half of that width and the spacing on.
    text = find(app, role=Atspi.Role.LABEL, name="Notes is the smallest GtkKit app: a tab bar, a table and a page that edits.")
    column = Atspi.Component.get_extents(text, Atspi.CoordType.WINDOW)
    if abs((copy_link[0] - open_site[0]) - (column.width + 12) / 2) > 1:
        raise A11yFailure(f"the About buttons are not each half the column, 12 apart, “Open Website” first: "
                          f"{open_site}, {copy_link}, column {column.width}")


if __name__ == "__main__":
    run_test("notes shapes", run_flow)
