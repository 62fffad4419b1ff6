"""Notes' Board tab as its users meet it, through the accessibility bus and the keyboard: GtkKit's
collection view, diffable data source and search from outside the package. Ctrl+Page Down from
the notes list opens the Board (the tab bar takes the key before the list). The notes are tiles,
each a list item named by its title and described with its place ("2 of 3"); the arrows and End
move the focus between them; typing searches the titles ("sh": only Shopping, "1 of 1"), Escape
shows them all again with the focus on a tile, and a search that finds nothing says "No
Results"; a note added in the Notes tab is on the board when it shows again. Run by
tools/run-tests with the built `notes` binary."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "Tests", "a11y"))
from atspi_helpers import A11yFailure, run_test, Atspi, do_named_action, find, find_app, press, type_text, wait_for, walk, focused_name  # noqa: E402

NEEDS_KEYBOARD = True


def tiles(app):
    return [n for n in walk(app) if n.get_role() == Atspi.Role.LIST_ITEM and n.get_description()
            and " of " in n.get_description()]


def description(app, name):
    """The description of the tile named `name`, or "" while there is none."""
    tile = find(app, name=name, role=Atspi.Role.LIST_ITEM)
    return tile.get_description() if tile else ""


def run_flow():
    app = wait_for(lambda: find_app("notes"), "the notes application on the accessibility bus")
    wait_for(lambda: find(app, name="Shopping", role=Atspi.Role.LIST_ITEM), "the notes list")
    wait_for(lambda: focused_name(app) in ("Welcome to Notes", "Shopping", "Ideas"), "the focus in the notes list")
    # The next tab, Board, though the list has the focus (GtkListBox binds Ctrl+Page Down too).
    press("ctrl+Page_Down")
    wait_for(lambda: sorted(t.get_name() for t in tiles(app)) == ["Ideas", "Shopping", "Welcome to Notes"],
             "the three notes as tiles")
    shopping = find(app, name="Shopping", role=Atspi.Role.LIST_ITEM)
    if not shopping.get_description().endswith("2 of 3"):
        raise A11yFailure(f"the tile is described “{shopping.get_description()}”, not with its place")
    wait_for(lambda: focused_name(app) == "Welcome to Notes", "the focus on the first tile as the tab shows")
    press("Right")
    wait_for(lambda: focused_name(app) == "Shopping", "Right to move to the next tile")
    press("End")
    wait_for(lambda: focused_name(app) == "Ideas", "End to move to the last tile")

    type_text("sh")
    wait_for(lambda: [t.get_name() for t in tiles(app)] == ["Shopping"], "typing “sh” to leave only Shopping")
    if not tiles(app)[0].get_description().endswith("1 of 1"):
        raise A11yFailure(f"the one result is described “{tiles(app)[0].get_description()}”")
    press("Escape")
    wait_for(lambda: len(tiles(app)) == 3, "Escape to show every note again")
    wait_for(lambda: focused_name(app) in ("Welcome to Notes", "Shopping", "Ideas"), "the focus back on a tile")
    press("ctrl+f")
    type_text("zzz")
    wait_for(lambda: find(app, name="No Results") is not None and not tiles(app), "“No Results” for a search that finds nothing")
    press("Escape")
    wait_for(lambda: len(tiles(app)) == 3, "Escape to end the search")

    press("alt+1")  # the Notes tab
    do_named_action(wait_for(lambda: find(app, name="Add Note", role=Atspi.Role.PUSH_BUTTON), "“Add Note”"), "click")
    dialog = wait_for(lambda: find(app, name="New Note", role=Atspi.Role.DIALOG), "the New Note dialog")
    wait_for(lambda: find(dialog, name="Title", role=Atspi.Role.TEXT), "its Title field")
    type_text("On the board")
    done = wait_for(lambda: find(dialog, name="Done", role=Atspi.Role.PUSH_BUTTON), "Done")
    wait_for(lambda: done.get_state_set().contains(Atspi.StateType.SENSITIVE), "Done available once typed")
    do_named_action(done, "click")
    wait_for(lambda: find(app, name="New Note", role=Atspi.Role.DIALOG) is None, "the dialog to close")
    press("alt+2")  # back to the Board (GtkKit: Alt+1…9)
    wait_for(lambda: description(app, "On the board").endswith("4 of 4"), "the added note on the board, the fourth of four")


if __name__ == "__main__":
    run_test("notes board", run_flow)
