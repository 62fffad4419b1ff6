"""About, opened from the primary menu of the first-level list, as heard: the menu is named (not
"GtkPopoverMenu menu", "GtkStackPage panel") and the dialog is heard without another key press
(GTK 4.8 makes GtkAboutDialog a "filler", and a window shown while the menu closes is not heard)."""
from orca_harness import run, wait_for_first_list


def flow(session):
    wait_for_first_list(session)
    session.press("F10")
    session.wait_for("Main Menu menu")
    session.wait_for("Preferences")  # the menu opens on its first item
    session.press("Down")
    session.wait_for("Keyboard Shortcuts")
    session.press("Down")
    session.wait_for("About Segue")
    session.press("Return")
    session.wait_for("About page tab")
    session.press("Tab")
    session.wait_for("Credits page tab")


if __name__ == "__main__":
    run("about", [], flow)
