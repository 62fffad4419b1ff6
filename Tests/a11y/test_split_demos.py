"""Homepwner, Heroes and Disclosure Buttons as split views, with real window resizes (Tasks has
its own flow, Tests/SegueUITests/TasksSplitUITests.swift): at 1400 px each shows its list and an empty state together,
then the chosen item's page beside the list; typing goes on while the window narrows to one
column and widens again, the text and the focus kept.

- Homepwner: the item's Name field, typed into across 1400 → 480 → 1400; choosing another item
  passes the edit back to the list.
- Heroes: the hero's page beside the two tabs; its Identity editor, pushed over both, keeps what
  was typed across 1400 → 480 → 1400, and Save shows the value in the page beside the list.
- Disclosure Buttons: a movie's details button shows its page beside the list, the list kept."""
from atspi_helpers import (A11yFailure, Atspi, do_named_action, find, find_app, focused, press, resize_window, run_test,
                           type_text, wait_for, walk)

NEEDS_KEYBOARD = True  # types into the pages (wtype on Wayland: headless sway)


def text_of(node):
    return Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))


def resize(app, width, height):
    """Resizes Segue's window, found by its title as it is now (the page's, which typing changes)."""
    frame = next(app.get_child_at_index(i) for i in range(app.get_child_count())
                 if app.get_child_at_index(i).get_role() == Atspi.Role.FRAME)
    resize_window(frame.get_name(), width, height)


def row(app, name):
    return find(app, name=name, role=Atspi.Role.LIST_ITEM)


def open_demo(app, name, empty_state, first_row):
    do_named_action(wait_for(lambda: row(app, name), f"the “{name}” demo row"), "activate")
    wait_for(lambda: find(app, name=empty_state), f"“{empty_state}” beside the list at 1400 px")
    wait_for(lambda: row(app, first_row), f"the “{first_row}” row beside it")


def back_to_demos(app):
    press("alt+Left")
    wait_for(lambda: row(app, "Tasks"), "the demo list again")


def homepwner(app):
    open_demo(app, "Homepwner", "No Item Selected", "Coffee Mug")
    do_named_action(row(app, "Coffee Mug"), "activate")
    name = wait_for(lambda: find(app, name="Name", role=Atspi.Role.TEXT), "the item's Name field beside the list")
    if not row(app, "Bicycle"):
        raise A11yFailure("the list went away when the item opened on a wide window")
    wait_for(lambda: focused(name), "the keyboard in the Name field")
    press("End")
    type_text(" XL")
    wait_for(lambda: text_of(name) == "Coffee Mug XL", "“ XL” typed")
    resize(app, 480, 800)
    wait_for(lambda: not row(app, "Bicycle"), "one column at 480 px")
    name = wait_for(lambda: find(app, name="Name", role=Atspi.Role.TEXT), "the item's page, pushed")
    wait_for(lambda: focused(name), "the keyboard still in the Name field at 480 px")
    type_text("!")
    resize(app, 1400, 900)
    wait_for(lambda: row(app, "Bicycle"), "the list back beside the page at 1400 px")
    name = wait_for(lambda: find(app, name="Name", role=Atspi.Role.TEXT), "the Name field beside the list again")
    wait_for(lambda: focused(name), "the keyboard still in the Name field at 1400 px")
    if text_of(name) != "Coffee Mug XL!":
        raise A11yFailure(f"the resizes changed the name to “{text_of(name)}”")
    do_named_action(row(app, "Bicycle"), "activate")
    wait_for(lambda: row(app, "Coffee Mug XL!"), "the edit passed back to the list when another item was chosen")
    back_to_demos(app)


def heroes(app):
    open_demo(app, "Heroes", "No Hero Selected", "Velocity")
    do_named_action(row(app, "Velocity"), "activate")
    identity = wait_for(lambda: row(app, "Identity"), "the hero's page beside the list")
    if not row(app, "Velocity"):
        raise A11yFailure("the list went away when the hero opened on a wide window")
    do_named_action(identity, "activate")
    field = wait_for(lambda: find(app, name="Identity", role=Atspi.Role.TEXT), "the Identity editor")
    wait_for(lambda: focused(field), "the keyboard in the editor")
    press("End")
    type_text(" Jr")
    resize(app, 480, 800)
    type_text(".")
    resize(app, 1400, 900)
    field = wait_for(lambda: find(app, name="Identity", role=Atspi.Role.TEXT), "the editor still open after the resizes")
    wait_for(lambda: focused(field), "the keyboard still in the editor")
    if text_of(field) != "Ada Okafor Jr.":
        raise A11yFailure(f"the resizes changed the editor's text to “{text_of(field)}”")
    do_named_action(wait_for(lambda: find(app, name="Save", role=Atspi.Role.PUSH_BUTTON), "Save"), "click")
    wait_for(lambda: (r := row(app, "Identity")) and "Ada Okafor Jr." in [r.get_description()] + texts_in(r),
             "the saved value in the hero's page beside the list")
    wait_for(lambda: row(app, "Velocity"), "the list beside the hero's page after Save")
    back_to_demos(app)


def texts_in(node):
    return [n.get_name() for n in walk(node)]


def disclosure(app):
    open_demo(app, "Disclosure Buttons", "No Movie Selected", "Up")
    do_named_action(wait_for(lambda: find(app, name="Show details for Up", role=Atspi.Role.PUSH_BUTTON), "Up's button"), "click")
    wait_for(lambda: find(app, name="You pressed the disclosure button for Up."), "Up's page beside the list")
    if not row(app, "Cars"):
        raise A11yFailure("the list went away when the movie's page opened on a wide window")


def run_flow():
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    wait_for(lambda: row(app, "Tasks"), "the demo list")
    resize(app, 1400, 900)
    homepwner(app)
    heroes(app)
    disclosure(app)


if __name__ == "__main__":
    run_test("split demos", run_flow)
