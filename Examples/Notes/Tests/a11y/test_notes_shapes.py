"""Notes as its users meet it, through the accessibility bus alone: UIKit's usual shape (a tab bar
at the window's root, a navigation stack in the Notes tab) shows the tab's header — its title in
the window's title, a visible "Add Note" button — Back after a push, with the tabs still there,
and the Info tab's own title. Run by tools/run-tests with the built `notes` binary."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "Tests", "a11y"))
from atspi_helpers import A11yFailure, run_test, Atspi, do_named_action, find, find_app, wait_for  # noqa: E402


def frame_title(app):
    frame = find(app, role=Atspi.Role.FRAME)
    return frame.get_name() if frame else None


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
    for tab in ("Notes", "Info"):
        if not find(app, name=tab, role=Atspi.Role.PAGE_TAB):
            raise A11yFailure(f"the “{tab}” tab is gone after a push inside the tab")
    if find(app, name="Add Note", role=Atspi.Role.PUSH_BUTTON):
        raise A11yFailure("the list's “Add Note” still shows on the note's page")
    do_named_action(back, "click")
    # Put back in the header, the button is a new object on the bus: found again.
    add = wait_for(lambda: find(app, name="Add Note", role=Atspi.Role.PUSH_BUTTON), "“Add Note” again after Back")

    do_named_action(add, "click")
    wait_for(lambda: find(app, name="Notes", role=Atspi.Role.PAGE_TAB).get_description().endswith("1 new"),
             "the Notes tab's badge “1 new” after adding a note")

    info = find(app, name="Info", role=Atspi.Role.PAGE_TAB)
    do_named_action(info, "click")
    wait_for(lambda: frame_title(app) == "Info", "the window titled “Info” on the Info tab")
    if find(app, name="Add Note", role=Atspi.Role.PUSH_BUTTON):
        raise A11yFailure("the Notes tab's “Add Note” shows on the Info tab")


if __name__ == "__main__":
    run_test("notes shapes", run_flow)
