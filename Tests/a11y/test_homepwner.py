"""Homepwner through the accessibility bus alone: the thumbnail buttons are found by their names,
and pressing one opens the popover with the item's picture, named for it. On an item's page,
Return moves the focus from Name to Serial to Value (the page's text-field delegate), and Return
in Value leaves the page, the focus back on the item's row. Choose Picture… opens the desktop's
file chooser (the image picker); the picture typed into it becomes the item's, stored as JPEG."""
# In the Wayland stage tools/run-tests runs this on sway (tools/sway-session), not Weston: it opens a popover from an accessible action, and a Wayland popup needs the serial of an input event, which nothing sends on headless Weston (Weston 14 dismisses it); sway places it.
NEEDS_KEYBOARD = True
import os
import subprocess
import time

from atspi_helpers import A11yFailure, run_test, Atspi, do_named_action, find, find_app, focused_node, on_wayland, press, wait_for, focused_name

PICTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "homepwner", "coffee-mug.png")


def sensitive(node):
    return node is not None and node.get_state_set().contains(Atspi.StateType.SENSITIVE)


def editable(node):
    """`node` if it is a text field one can type in, else None."""
    try:
        return node if node is not None and node.get_editable_text_iface() is not None else None
    except Exception:
        return None


def choose_picture(app, launch):
    """The spork gets a picture through Choose Picture…: the chooser's location typed, Return."""
    do_named_action(wait_for(lambda: find(app, name="Rusty Spork", role=Atspi.Role.LIST_ITEM), "the “Rusty Spork” row"), "activate")
    wait_for(lambda: focused_name(app) == "Name", "the spork's page")
    do_named_action(wait_for(lambda: find(app, name="Choose Picture…", role=Atspi.Role.PUSH_BUTTON), "Choose Picture…"), "click")
    wait_for(lambda: find(app, name="Choose a Picture"), "the file chooser “Choose a Picture”")
    if not on_wayland():
        # On X without a window manager nothing gives the new dialog the keyboard (GTK 4.8 takes
        # it itself, GTK 4.18 does not): the user's click on it, as xdotool's focus.
        subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "^Choose a Picture$",
                        "windowfocus", "--sync"], check=True, stdout=subprocess.DEVNULL)
    press("ctrl+l")  # the chooser's location field (GTK 4.18's chooser searches what is typed)
    field = wait_for(lambda: editable(focused_node(app)), "the chooser's location field")
    # The path is put in whole through the field's editable text, as a paste would: typed a key
    # at a time, GTK 4.18's inline completion of an early prefix landed after the last key.
    Atspi.EditableText.set_text_contents(field, os.path.abspath(PICTURE))
    time.sleep(0.3)
    press("Return")
    wait_for(lambda: find(app, name="Choose a Picture") is None, "the chooser to close")
    wait_for(lambda: sensitive(find(app, name="Remove Picture", role=Atspi.Role.PUSH_BUTTON)),
             "the chosen picture on the spork (Remove Picture available)")
    stored = []
    for folder, _, files in os.walk(launch.data_home):
        for name in files:
            with open(os.path.join(folder, name), "rb") as file:
                if file.read(3) == b"\xff\xd8\xff":
                    stored.append(name)
    if not stored:
        raise A11yFailure("the chosen picture was not stored as JPEG (jpegData)")
    # Back by its button: on X without a window manager, nothing gives the keyboard back to the
    # main window when the chooser closes.
    do_named_action(wait_for(lambda: find(app, name="Back", role=Atspi.Role.PUSH_BUTTON), "the Back button"), "click")
    wait_for(lambda: sensitive(find(app, name="Show image of Rusty Spork", role=Atspi.Role.PUSH_BUTTON)),
             "the spork's thumbnail to show the chosen picture")


def run_flow(launch):
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    button = wait_for(lambda: find(app, name="Show image of Bicycle", role=Atspi.Role.PUSH_BUTTON),
                      "the “Show image of Bicycle” thumbnail button")
    spork = wait_for(lambda: find(app, name="Show image of Rusty Spork", role=Atspi.Role.PUSH_BUTTON),
                     "the thumbnail button of the item without a picture")
    if spork.get_state_set().contains(Atspi.StateType.SENSITIVE):
        raise A11yFailure("the button of an item without a picture is not greyed out")
    if spork.get_description() != "No image":
        raise A11yFailure(f"the picture-less button is described as “{spork.get_description()}”")
    do_named_action(button, "click")
    wait_for(lambda: find(app, name="Image of Bicycle"), "the popover “Image of Bicycle”")
    press("Escape")
    wait_for(lambda: find(app, name="Image of Bicycle") is None, "Escape to close the popover")

    do_named_action(wait_for(lambda: find(app, name="Coffee Mug", role=Atspi.Role.LIST_ITEM), "the “Coffee Mug” row"), "activate")
    wait_for(lambda: focused_name(app) == "Name", "the focus in the Name field")
    for field in ("Serial", "Value"):
        press("Return")
        wait_for(lambda: focused_name(app) == field, f"Return to move the focus to the {field} field")
    press("Return")
    wait_for(lambda: find(app, name="Name", role=Atspi.Role.TEXT) is None, "Return in Value to leave the item's page")
    wait_for(lambda: focused_name(app) == "Coffee Mug", "the focus back on the “Coffee Mug” row")
    choose_picture(app, launch)


if __name__ == "__main__":
    run_test("homepwner", run_flow, ["--page", "homepwner"])
