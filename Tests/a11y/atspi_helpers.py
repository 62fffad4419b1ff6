"""Small helpers over AT-SPI for driving Segue the way a screen reader user does.

Everything is found by accessible name and role and operated through accessible actions,
never by coordinates. Each wait polls the live tree, because GTK updates it asynchronously.
"""
import os
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402


class A11yFailure(AssertionError):
    pass


def wait_for(predicate, what, timeout=15.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            value = predicate()
        except gi.repository.GLib.Error:
            value = None
        if value:
            return value
        time.sleep(0.1)
    raise A11yFailure(f"timed out waiting for {what}")


def find_app(name):
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and app.get_name() == name:
            return app
    return None


def visible(node):
    return node.get_state_set().contains(Atspi.StateType.VISIBLE)


def walk(node, depth=0, only_visible=True):
    """Depth-first over the tree; with only_visible, hidden subtrees are skipped (GTK 4.8 marks
    only the window SHOWING, so VISIBLE on every ancestor is what tells a shown widget)."""
    if node is None or depth > 60:
        return
    if only_visible and depth > 1 and not visible(node):
        return
    yield node
    for index in range(node.get_child_count()):
        yield from walk(node.get_child_at_index(index), depth + 1, only_visible)


def focused(node):
    """Whether `node` (None allowed) has the keyboard focus."""
    return node is not None and node.get_state_set().contains(Atspi.StateType.FOCUSED)


def focused_node(app):
    """The node in `app` that has the focus, other than its window's frame; None if none has."""
    return next((node for node in walk(app) if node.get_role() != Atspi.Role.FRAME and focused(node)), None)


def focused_name(app):
    """The name of the node in `app` that has the focus (see `focused_node`), or None."""
    node = focused_node(app)
    return node.get_name() if node else None


def find(root, name=None, role=None, only_visible=True):
    for node in walk(root, only_visible=only_visible):
        if name is not None and node.get_name() != name:
            continue
        if role is not None and node.get_role() != role:
            continue
        return node
    return None


def gtk_minor_version(app):
    """The minor version of the GTK `app` runs on, from its toolkit version ("4.18.6" → 18)."""
    return int(app.get_toolkit_version().split(".")[1])


def texts(root, role=Atspi.Role.LABEL):
    result = []
    for node in walk(root):
        if node.get_role() == role:
            result.append(Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node)))
    return result


def do_named_action(node, action_name):
    names = [Atspi.Action.get_action_name(node, i) for i in range(Atspi.Action.get_n_actions(node))]
    if action_name not in names:
        raise A11yFailure(f"{node.get_role_name()} “{node.get_name()}” has actions {names}, not “{action_name}”")
    Atspi.Action.do_action(node, names.index(action_name))


def on_wayland():
    """True when the test runs on a Wayland compositor with no X server (tools/sway-session)."""
    return bool(os.environ.get("WAYLAND_DISPLAY")) and not os.environ.get("DISPLAY")


WTYPE_MODIFIERS = {"ctrl": "ctrl", "control": "ctrl", "alt": "alt", "shift": "shift", "super": "logo"}


def wtype():
    """`wtype` waiting 150 ms before its first key: each run makes a new virtual keyboard with a
    keymap of its own, and a key sent before the app has taken that keymap in is lost (measured
    with GTK 4.8 under sway 1.7: the first key of every run, without the wait)."""
    return ["wtype", "-s", "150"]


def press(keys):
    """Presses `keys` (xdotool's syntax: "alt+Left", "ctrl+z", "Return") into the focused window,
    as a keyboard would: through XTEST on X, through the compositor's virtual keyboard (`wtype`)
    on Wayland."""
    if not on_wayland():
        subprocess.run(["xdotool", "key", "--clearmodifiers", keys], check=True)
        return
    *modifiers, key = keys.split("+")
    held = [WTYPE_MODIFIERS[modifier.lower()] for modifier in modifiers]
    command = wtype()
    for modifier in held:
        command += ["-M", modifier]
    command += ["-k", key]
    for modifier in reversed(held):
        command += ["-m", modifier]
    subprocess.run(command, check=True)


def type_text(text):
    """Types `text` into the focused window, a key at a time (see `press`)."""
    if on_wayland():
        subprocess.run(wtype() + ["-d", "30", text], check=True)
    else:
        subprocess.run(["xdotool", "type", "--delay", "30", text], check=True)


def resize_window(title, width, height, app_id="io.github.segue.Segue", timeout=10.0):
    """Resizes the window titled `title` to `width` x `height`, as a user dragging its edge or a
    window manager would: through the X server (`xdotool windowsize`) or the compositor
    (`swaymsg resize set`, the window floating as on GNOME's desktop)."""
    if on_wayland():
        subprocess.run(["swaymsg", f"[app_id=\"{app_id}\"]", "resize", "set", str(width), str(height)],
                       check=True, stdout=subprocess.DEVNULL)
        return
    # Looked for until `timeout`, never for ever (`xdotool search --sync` waits for ever when the
    # title changed between being read and being searched for, and hung a stage once).
    deadline = time.monotonic() + timeout
    while True:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", f"^{title}$"],
                               capture_output=True, text=True).stdout.split()
        if found:
            break
        if time.monotonic() > deadline:
            raise A11yFailure(f"no window titled “{title}” to resize")
        time.sleep(0.1)
    subprocess.run(["xdotool", "windowsize", found[0], str(width), str(height)], check=True)


class Launch:
    """The launched app: its process and its private data folder."""
    def __init__(self, process, data_home):
        self.process = process
        self.data_home = data_home


def activate_app_action(action):
    """Activates one of Segue's application actions ("shortcuts", "about") over D-Bus, as its
    primary menu does."""
    subprocess.run(["gdbus", "call", "--session", "--dest", "io.github.segue.Segue", "--object-path",
                    "/io/github/segue/Segue", "--method", "org.gtk.Actions.Activate", action, "[]", "{}"],
                   check=True, stdout=subprocess.DEVNULL)


def report(name, run):
    """Runs `run()` (a test that launches what it needs itself) and prints the closing line CI
    reads; exits 1 with the reason when it fails."""
    try:
        run()
    except A11yFailure as failure:
        print(f"a11y {name} FAILED: {failure}", file=sys.stderr)
        print("a11y: 0 passed, 1 failed")
        sys.exit(1)
    print("a11y: 1 passed, 0 failed")


def run_test(name, flow, extra_args=(), extra_env=None):
    """Launches `segue` (argv[1]) with private XDG folders, runs `flow()` (or `flow(launch)` when
    it takes an argument), and prints the closing line CI reads. Exits 1 with the reason when the
    flow fails."""
    try:
        with tempfile.TemporaryDirectory() as home:
            env = dict(os.environ, XDG_DATA_HOME=os.path.join(home, "data"),
                       XDG_CONFIG_HOME=os.path.join(home, "config"), **(extra_env or {}))
            app_process = subprocess.Popen([sys.argv[1], *extra_args], env=env)
            try:
                if flow.__code__.co_argcount:
                    flow(Launch(app_process, env["XDG_DATA_HOME"]))
                else:
                    flow()
            finally:
                app_process.terminate()
                app_process.wait(timeout=10)
    except A11yFailure as failure:
        print(f"a11y {name} FAILED: {failure}", file=sys.stderr)
        print("a11y: 0 passed, 1 failed")
        sys.exit(1)
    print("a11y: 1 passed, 0 failed")
