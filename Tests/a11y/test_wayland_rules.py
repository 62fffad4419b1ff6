"""Wayland's own rules, met as a Wayland user meets them (on headless sway, no X server): keys
from the compositor's virtual keyboard, a pointer from its virtual pointer, the clipboard from
another program (`wl-copy`), the window's place from the compositor.

- The clipboard is offered only to the focused window: text copied by another program pastes
  into an item's Name field with Ctrl+V, and a picture copied by it pastes onto the item.
- A file dragged from another program's window drops onto an item's page and becomes its picture
  (a drag starts only from a real button press, so the pointer is the compositor's).
- The compositor places what a client cannot: the alert opens over its window, modal, as one of
  the app's windows (its app ID: the desktop groups windows by it), and Escape closes it with the focus back on the row; the thumbnail's popover opens and Escape
  closes it.
- A restored window gets its size, never its position: a window resized by the compositor and
  closed opens at that size the next time.
Each check is read from the accessibility bus and the compositor's own tree (swaymsg)."""
# tools/run-tests runs this in the Wayland stage only, on sway (tools/sway-session).
WAYLAND_ONLY = True
import json
import os
import subprocess
import sys
import tempfile
import time

from atspi_helpers import A11yFailure, Atspi, do_named_action, find, find_app, press, report, wait_for, focused, focused_name
from wayland_pointer import VirtualPointer

APP_ID = "io.github.segue.Segue"
PICTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "homepwner", "coffee-mug.png")

DRAG_SOURCE = """
import sys, gi
gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, GLib, Gtk
app = Gtk.Application(application_id="org.segue.tests.DragSource")
def activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Drag source")
    window.set_default_size(240, 240)
    label = Gtk.Label(label="picture")
    source = Gtk.DragSource(actions=Gdk.DragAction.COPY)
    uri = "file://" + sys.argv[1] + "\\r\\n"
    source.connect("prepare", lambda *_: Gdk.ContentProvider.new_for_bytes("text/uri-list", GLib.Bytes.new(uri.encode())))
    label.add_controller(source)
    window.set_child(label)
    window.present()
app.connect("activate", activate)
app.run([])
"""


def sway_tree():
    return json.loads(subprocess.run(["swaymsg", "-t", "get_tree"], capture_output=True, text=True, check=True).stdout)


def windows(app_id=None):
    def nodes(node):
        yield node
        for child in node.get("nodes", []) + node.get("floating_nodes", []):
            yield from nodes(child)
    return [node for node in nodes(sway_tree()) if node.get("pid") and (app_id is None or node.get("app_id") == app_id)]


def window_rect(app_id, name=None):
    for node in windows(app_id):
        if name is None or node.get("name") == name:
            return node["rect"]
    return None


def swaymsg(*command):
    subprocess.run(["swaymsg", *command], check=True, stdout=subprocess.DEVNULL)


def text_of(node):
    return Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))


def sensitive(node):
    return node is not None and node.get_state_set().contains(Atspi.StateType.SENSITIVE)


def move_focus_to(app, name, key="Tab", limit=10):
    """Presses `key` until the focus is on the widget called `name`, as a keyboard user does."""
    for _ in range(limit):
        if focused_name(app) == name:
            return
        press(key)
        time.sleep(0.3)
    wait_for(lambda: focused_name(app) == name, f"{key} to reach “{name}”", timeout=2)


def open_item(app, name):
    row = wait_for(lambda: find(app, name=name, role=Atspi.Role.LIST_ITEM), f"the “{name}” row")
    do_named_action(row, "activate")
    return wait_for(lambda: find(app, name="Name", role=Atspi.Role.TEXT), f"{name}'s Name field")


def go_back(app):
    do_named_action(wait_for(lambda: find(app, name="Back", role=Atspi.Role.PUSH_BUTTON), "Back"), "click")
    wait_for(lambda: find(app, name="Name", role=Atspi.Role.TEXT) is None, "the item page to close")


def clipboard(app, pasted_name):
    name_field = open_item(app, "Bicycle")
    wait_for(lambda: focused(name_field), "the focus in the Name field")
    subprocess.run(["wl-copy", pasted_name], check=True)
    press("ctrl+a")
    press("ctrl+v")
    wait_for(lambda: text_of(name_field) == pasted_name, f"“{pasted_name}” pasted from another program",
             timeout=5)
    go_back(app)
    wait_for(lambda: find(app, name=pasted_name, role=Atspi.Role.LIST_ITEM), "the pasted name in the list")

    open_item(app, "Rusty Spork")
    remove = wait_for(lambda: find(app, name="Remove Picture", role=Atspi.Role.PUSH_BUTTON), "Remove Picture")
    if sensitive(remove):
        raise A11yFailure("the item without a picture offers to remove one")
    with open(PICTURE, "rb") as picture:
        subprocess.run(["wl-copy", "--type", "image/png"], stdin=picture, check=True)
    move_focus_to(app, "Choose Picture…")  # out of the text fields, where Ctrl+V pastes text
    press("ctrl+v")
    wait_for(lambda: sensitive(find(app, name="Remove Picture", role=Atspi.Role.PUSH_BUTTON)),
             "the pasted picture on the item (Remove Picture available)")
    go_back(app)
    spork = wait_for(lambda: find(app, name="Show image of Rusty Spork", role=Atspi.Role.PUSH_BUTTON), "the spork's thumbnail")
    wait_for(lambda: sensitive(spork), "the spork's thumbnail to show the pasted picture")


def drop(app, launch_env):
    open_item(app, "Desk Lamp")
    do_named_action(wait_for(lambda: find(app, name="Remove Picture", role=Atspi.Role.PUSH_BUTTON), "Remove Picture"), "click")
    wait_for(lambda: not sensitive(find(app, name="Remove Picture", role=Atspi.Role.PUSH_BUTTON)), "the lamp's picture removed")
    source = subprocess.Popen([sys.executable, "-c", DRAG_SOURCE, os.path.abspath(PICTURE)], env=launch_env)
    try:
        wait_for(lambda: window_rect("org.segue.tests.DragSource"), "the drag source's window")
        swaymsg(f"[app_id=\"{APP_ID}\"]", "move", "position", "500", "100")
        swaymsg("[app_id=\"org.segue.tests.DragSource\"]", "move", "position", "40", "100")
        time.sleep(0.5)
        source_rect, page = window_rect("org.segue.tests.DragSource"), window_rect(APP_ID)
        pointer = VirtualPointer()
        try:
            pointer.drag((source_rect["x"] + source_rect["width"] / 2, source_rect["y"] + source_rect["height"] / 2),
                         (page["x"] + page["width"] / 2, page["y"] + page["height"] / 2))
        finally:
            pointer.close()
        wait_for(lambda: sensitive(find(app, name="Remove Picture", role=Atspi.Role.PUSH_BUTTON)),
                 "the dropped file as the lamp's picture (Remove Picture available)")
    finally:
        source.terminate()
        source.wait(timeout=10)
    go_back(app)


def placement(app):
    """The popover and the alert: placed by the compositor, closed by Escape, focus returned."""
    frame = window_rect(APP_ID)
    thumbnail = wait_for(lambda: find(app, name="Show image of Coffee Mug", role=Atspi.Role.PUSH_BUTTON), "the Coffee Mug's thumbnail")
    do_named_action(thumbnail, "click")
    popover_picture = wait_for(lambda: find(app, name="Image of Coffee Mug"), "the popover “Image of Coffee Mug”")
    size = Atspi.Component.get_extents(popover_picture, Atspi.CoordType.WINDOW)
    if size.width < 50 or size.height < 50:
        raise A11yFailure(f"the popover's picture is {size.width} × {size.height}")
    press("Escape")
    wait_for(lambda: find(app, name="Image of Coffee Mug") is None, "Escape to close the popover")

    do_named_action(find(app, name="Back", role=Atspi.Role.PUSH_BUTTON), "click")
    movies = wait_for(lambda: find(app, name="Disclosure Buttons", role=Atspi.Role.LIST_ITEM), "the demo list")
    do_named_action(movies, "activate")
    wait_for(lambda: find(app, name="Up", role=Atspi.Role.LIST_ITEM), "the movie list")
    move_focus_to(app, "Up", key="Down", limit=14)
    press("Return")
    title = "Hey, do you see the disclosure button?"
    alert_window = wait_for(lambda: next((w for w in windows() if w.get("name") == title), None), "the alert as a window")
    # The desktop groups a window with its app (icon, desktop file) by its app ID.
    if alert_window.get("app_id") != APP_ID:
        raise A11yFailure(f"the alert's app ID is {alert_window.get('app_id')!r}, not the app's: the desktop shows it as another program")
    alert = alert_window["rect"]
    centre = (alert["x"] + alert["width"] / 2, alert["y"] + alert["height"] / 2)
    if not (frame["x"] <= centre[0] <= frame["x"] + frame["width"] and frame["y"] <= centre[1] <= frame["y"] + frame["height"]):
        raise A11yFailure(f"the alert at {alert} is not over its window at {frame}")
    press("Escape")
    wait_for(lambda: not any(w.get("name") == title for w in windows()), "Escape to close the alert")
    wait_for(lambda: focused_name(app) == "Up", "the focus back on “Up”")


def run():
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"))
        app_process = subprocess.Popen([sys.argv[1], "--page", "homepwner"], env=env)
        try:
            app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
            wait_for(lambda: window_rect(APP_ID), "Segue's window in the compositor")
            clipboard(app, "Antique Bicycle")
            drop(app, env)
            placement(app)
            # The compositor resizes the window; closing it (as its close button does) keeps the size.
            swaymsg(f"[app_id=\"{APP_ID}\"]", "resize", "set", "720", "560")
            wait_for(lambda: (window_rect(APP_ID)["width"], window_rect(APP_ID)["height"]) == (720, 560), "the window at 720 × 560")
            # …and once the app has taken the new size in (the compositor's tree says it first):
            # a user closing it a moment later closes a window that is that size.
            frame = wait_for(lambda: find(app, role=Atspi.Role.FRAME), "the window on the bus")
            wait_for(lambda: Atspi.Component.get_extents(frame, Atspi.CoordType.WINDOW).width >= 720, "the app to take the new size in")
            swaymsg(f"[app_id=\"{APP_ID}\"]", "kill")
            app_process.wait(timeout=10)
        finally:
            if app_process.poll() is None:
                app_process.terminate()
                app_process.wait(timeout=10)
        app_process = subprocess.Popen([sys.argv[1]], env=env)
        try:
            wait_for(lambda: window_rect(APP_ID), "Segue's window again")
            time.sleep(0.5)
            rect = window_rect(APP_ID)
            if (rect["width"], rect["height"]) != (720, 560):
                raise A11yFailure(f"the window came back at {rect['width']} × {rect['height']}, not 720 × 560")
        finally:
            app_process.terminate()
            app_process.wait(timeout=10)


if __name__ == "__main__":
    report("wayland rules", run)
