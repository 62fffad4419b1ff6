"""The primary menu's windows through AT-SPI: Keyboard Shortcuts has a title, entries a keyboard
can reach, named by title and keys, a named search field and no GTK class name the keyboard reaches; About is a dialog (GTK 4.8 makes it
a "filler", which Orca never announces)."""
from atspi_helpers import A11yFailure, run_test, Atspi, activate_app_action as activate, find, find_app, wait_for, walk


def run_flow():
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    wait_for(lambda: find(app, name="Disclosure Buttons"), "the first-level list")
    activate("shortcuts")
    window = wait_for(lambda: find(app, name="Keyboard Shortcuts", role=Atspi.Role.DIALOG, only_visible=False),
                      "a dialog named “Keyboard Shortcuts” (not a “GtkShortcutsWindow” filler)")
    quit_entry = wait_for(lambda: find(window, name="Quit, Ctrl+Q", only_visible=False),
                          "the Quit entry named by its title and keys")
    if not quit_entry.get_state_set().contains(Atspi.StateType.FOCUSABLE):
        raise A11yFailure("the shortcut entries cannot take the keyboard focus")
    wait_for(lambda: find(window, name="Go Back, Alt+Left / Escape", only_visible=False), "an entry with two keys")
    wait_for(lambda: find(window, name="Search Shortcuts", only_visible=False), "the named search field")
    # What the keyboard can reach is what Orca reads: none of it may be a GTK class name.
    noise = [node.get_name() for node in walk(window) if "Gtk" in (node.get_name() or "")
             and node.get_state_set().contains(Atspi.StateType.FOCUSABLE)]
    if noise:
        raise A11yFailure(f"GTK class names the keyboard reaches in the shortcuts window: {noise}")
    activate("about")
    wait_for(lambda: find(app, name="About Segue", role=Atspi.Role.DIALOG, only_visible=False),
             "About as a dialog")


if __name__ == "__main__":
    run_test("menu windows", run_flow)
