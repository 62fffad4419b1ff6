"""Notes by keyboard, as Orca hears it: the New Note dialog is announced when "+" opens it (its
name and role, then the field that has the focus), and when Escape closes it the focus — and
Orca — are back on "Add Note"; Tab then goes through the list's rows to the toolbar's button; Alt+S opens the header's Sort menu on
its first item, Down reads the next, Escape closes it on its button.
Run by tools/run-tests with the built `notes` binary, through the Segue repository's Orca
harness."""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "Tests", "screenreader"))
from orca_harness import run  # noqa: E402
from utterances import button, optional_role  # noqa: E402

# The focused field, as Orca 43 ("Title text.") or 48 ("Title, entry" and the like) reads it.
TITLE_FIELD = re.compile(r"Title(,? (text|entry))?\.?")
# The Sort menu's button, and its items, as Orca 43 and 48 read them.
SORT_BUTTON = re.compile(r"Sort,? ((toggle |push )?button( not pressed)?|menu)( collapsed)?\.?")


def MENU_ITEM(name):
    return re.compile(r"(Sort,? (menu\.? )?)?" + re.escape(name) + r"\.?( menu item\.?)?( \d+ of \d+\.?)?")


def flow(session):
    session.wait_for("Welcome to Notes.", timeout=20)  # the first row, at launch
    session.press("shift+Tab")  # back to the header's "+"
    session.wait_for(button("Add Note"))
    session.press("Return")
    session.wait_for(optional_role("New Note", "dialog"))  # the modal, announced as it opens
    session.wait_for(TITLE_FIELD)  # …with the focus in its field
    session.press("Escape")
    session.wait_for(button("Add Note"))  # closed: back where the user was
    for row in ("Welcome to Notes.", "Shopping.", "Ideas."):  # GTK's lists take Tab row by row
        session.press("Tab")
        session.wait_for(row)
    session.press("Tab")
    session.wait_for(button("Paste as Note"))  # out of the list, to the list page's toolbar
    session.press("alt+s")  # the header's Sort menu, by its mnemonic: its first item
    session.wait_for(MENU_ITEM("Title A to Z"))
    session.press("Down")
    session.wait_for(MENU_ITEM("Title Z to A"))
    session.press("Escape")  # closed, nothing chosen: back on its button
    session.wait_for(SORT_BUTTON)


if __name__ == "__main__":
    run("notes", [], flow)
