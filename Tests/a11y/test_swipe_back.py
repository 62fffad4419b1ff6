"""Swipe back with a touchpad, as a Wayland user makes it (on headless sway, whose virtual
pointer sends two-finger scrolls as a touchpad does: axis source "finger", then axis_stop as
the fingers lift):

- In Tasks at 480 px (one column), a task's editor is pushed and typed into. A short, slow
  swipe shows the list under the editor while the fingers are down; let go, the list is covered
  again and the editor is where it was, with the keyboard in it and the text intact.
- A longer swipe pops the editor: the list is back, the edit in it, with the keyboard on the
  task's row as after Back.
- A swipe the other way (forward) does nothing.
Read from the accessibility bus. Touch-screen swipes are tested in-process only
(InteractivePopTests): no test environment here makes touch input."""
# tools/run-tests runs this in the Wayland stage only, on sway (tools/sway-session).
WAYLAND_ONLY = True
import json
import subprocess
import time

from atspi_helpers import A11yFailure, Atspi, do_named_action, find, find_app, run_test, type_text, wait_for, focused
from wayland_pointer import VirtualPointer

APP_ID = "io.github.segue.Segue"


def window_rect():
    def nodes(node):
        yield node
        for child in node.get("nodes", []) + node.get("floating_nodes", []):
            yield from nodes(child)
    tree = json.loads(subprocess.run(["swaymsg", "-t", "get_tree"], capture_output=True, text=True, check=True).stdout)
    return next(node["rect"] for node in nodes(tree) if node.get("app_id") == APP_ID)


def editor_text(editor):
    return Atspi.Text.get_text(editor, 0, Atspi.Text.get_character_count(editor))


def run_flow():
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    tasks_row = wait_for(lambda: find(app, name="Tasks", role=Atspi.Role.LIST_ITEM), "the “Tasks” row")
    do_named_action(tasks_row, "activate")
    walk = wait_for(lambda: find(app, name="Walk the dog", role=Atspi.Role.LIST_ITEM), "the task list")
    do_named_action(walk, "activate")
    editor = wait_for(lambda: find(app, name="Task text", role=Atspi.Role.TEXT), "the task's editor, pushed")
    wait_for(lambda: focused(editor), "the keyboard in the editor")
    type_text(" now")
    wait_for(lambda: editor_text(editor) == "Walk the dog now", "“ now” typed into the editor")

    rect = window_rect()
    pointer = VirtualPointer()
    try:
        pointer.move(rect["x"] + rect["width"] // 2, rect["y"] + rect["height"] // 2)
        time.sleep(0.3)
        pointer.swipe(+30)  # forward: nothing to go forward to
        time.sleep(0.5)
        pointer.swipe(-6, steps=30, pause=0.05, lift=False)  # back, a little and slowly
        wait_for(lambda: find(app, name="Walk the dog now", role=Atspi.Role.LIST_ITEM),
                 "the list (with the draft in it) shown under the editor while the fingers are down")
        time.sleep(0.3)
        pointer.lift()  # let go, without a fling
        wait_for(lambda: not find(app, name="Walk the dog now", role=Atspi.Role.LIST_ITEM), "the list covered again")
        editor = wait_for(lambda: find(app, name="Task text", role=Atspi.Role.TEXT), "the editor still there after a short swipe")
        wait_for(lambda: focused(editor), "the keyboard back in the editor after a cancelled swipe")
        if editor_text(editor) != "Walk the dog now":
            raise A11yFailure(f"the cancelled swipe changed the text to “{editor_text(editor)}”")

        pointer.swipe(-30)  # back, most of the way
        wait_for(lambda: not find(app, name="Task text", role=Atspi.Role.TEXT), "the editor popped by the swipe")
        row = wait_for(lambda: find(app, name="Walk the dog now", role=Atspi.Role.LIST_ITEM), "the list, with the edit")
        wait_for(lambda: focused(row), "the keyboard on the task's row, as after Back")
    finally:
        pointer.close()


if __name__ == "__main__":
    run_test("swipe back", run_flow)
