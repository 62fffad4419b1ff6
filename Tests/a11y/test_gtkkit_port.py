"""A UIKit app written in Xcode's shapes (Tests/fixtures/xcode/Greeter: Xcode 11's template of
`@UIApplicationMain` and a scene delegate named in Info.plist's scene manifest, a `UIView` subclass overriding `init(frame:)` and `layoutSubviews`, a controller adding
constraints to its default view, target–action by `#selector` on a button and a bar button item,
an `@IBOutlet`), ported by `gtkkit-port` and built by `make test-build` into .build/ported, runs
as a GNOME application: on the accessibility bus under its name, its window titled by its
navigation controller's root, the button's and the bar item's actions reaching the controller's
methods, its constraints laid out on GtkKit's engine (read as component extents), and a
logout's SIGTERM ending it with status 0, the delegates having heard UIKit's life
cycle in UIKit's order (issue "A UIKit app builds as written")."""
# In the Wayland stage tools/run-tests runs this on sway (tools/sway-session): it resizes the window.
NEEDS_KEYBOARD = True

from atspi_helpers import (A11yFailure, Atspi, do_named_action, find, on_wayland, report, resize_window, texts,
                           wait_for)
from ported_app import ported_app

# What the sample's delegates print, in UIKit's order for a scene-based app that is launched,
# focused and then ended by a logout (the app delegate's applicationDidBecomeActive is not
# called in an app with scenes).
LIFE = [
    "application(_:didFinishLaunchingWithOptions:)",
    "application(_:configurationForConnecting:options:)",
    "scene(_:willConnectTo:options:)",
    "sceneDidBecomeActive(_:)",
    "sceneWillResignActive(_:)",
    "sceneDidEnterBackground(_:)",
    "sceneDidDisconnect(_:)",
    "applicationWillTerminate(_:)",
]


def extents(node):
    # In the window's coordinates: GTK 4.18 knows no screen position.
    return Atspi.Component.get_extents(node, Atspi.CoordType.WINDOW)


def check_layout(app):
    """The controller's constraints as laid out on GtkKit's engine, read as a screen reader's
    review reads positions: the count, the button, the badge and the hint centred on one line,
    each under the one before by its constraint's constant, and the button as big as its title
    (a view placed only by its centre and top takes its content's size)."""
    count = extents(wait_for(lambda: find(app, name="Tapped 0 times", role=Atspi.Role.LABEL), "the count label"))
    button = extents(find(app, name="Tap me", role=Atspi.Role.PUSH_BUTTON))
    badge = extents(wait_for(lambda: find(app, name="0 taps", role=Atspi.Role.LABEL), "the badge's label"))
    hint = extents(find(app, name="Space taps the focused button", role=Atspi.Role.LABEL))
    centres = [box.x + box.width / 2 for box in (count, button, badge, hint)]
    if max(centres) - min(centres) > 2:
        raise A11yFailure(f"not centred on one line: centres {centres}")
    if button.width < 40 or button.height < 20:
        raise A11yFailure(f"the button is {button.width}×{button.height}: smaller than its title")
    # Each 20 under the one before (the badge's label 8 inside its badge). GTK reports a label's
    # and a button's extents a few pixels shorter than what they were given, so a gap is read as
    # 20 to 28 px.
    gaps = [button.y - (count.y + count.height), badge.y - 8 - (button.y + button.height)]
    if any(gap < 19 or gap > 28 for gap in gaps):
        raise A11yFailure(f"not stacked by the constraints' constants (20): gaps {gaps}; count {count.y}+{count.height}, "
                          f"button {button.y}+{button.height}, badge label {badge.y}")
    if hint.y < badge.y + badge.height:
        raise A11yFailure(f"the hint at y={hint.y} is not under the badge's label ({badge.y}+{badge.height})")


def line_of_two(app):
    greeting = find(app, name="Greetings to everyone in the room", role=Atspi.Role.LABEL)
    status = find(app, name="Online", role=Atspi.Role.LABEL)
    frame = find(app, name="Greeter", role=Atspi.Role.FRAME)
    if not (greeting and status and frame):
        return None
    return extents(greeting), extents(status), extents(frame)


def check_compression(app):
    """Hugging and compression resistance, UIKit's: on a line too short for both labels, the
    greeting (resistance 250) gives way and the status (750, UIKit's default) keeps its width at
    the trailing margin; both still on the line, 8 px apart at least."""
    wide_greeting, wide_status, frame = wait_for(lambda: line_of_two(app), "the greeting and the status")
    resize_window("Greeter", 270, 560, app_id="org.example.Greeter")
    # Without a window manager, X reports the window 10 px narrower than asked (its shadow).
    wait_for(lambda: (line_of_two(app) or (0, 0, frame))[2].width <= 282, "the window to be 270 px wide")

    def squeezed():
        laid = line_of_two(app)
        return laid if laid and laid[0].width < wide_greeting.width else None
    greeting, status, frame = wait_for(squeezed, "the greeting to give way at 270 px")
    if status.width < wide_status.width - 1:
        raise A11yFailure(f"the status is {status.width} px wide at 270 px, {wide_status.width} px before: it gave way too")
    if status.x - (greeting.x + greeting.width) < 7:
        raise A11yFailure(f"the greeting (x={greeting.x}+{greeting.width}) runs into the status (x={status.x})")
    if status.x + status.width > frame.width:
        raise A11yFailure(f"the status ends at x={status.x + status.width} in a window {frame.width} wide")


def bus_names():
    """The names on the session bus (GApplication owns its application ID there)."""
    from gi.repository import Gio, GLib
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    reply = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames", None,
                          GLib.VariantType.new("(as)"), Gio.DBusCallFlags.NONE, -1, None)
    return reply.unpack()[0]


def flow():
    # Quiet is not asked: the sample prints its life cycle, which is checked below.
    with ported_app("Greeter", quiet=False) as (app, run):
        wait_for(lambda: find(app, name="Greeter", role=Atspi.Role.FRAME), "its window titled “Greeter”")
        wait_for(lambda: "org.example.Greeter" in bus_names(), "the app on D-Bus by Info.plist's CFBundleIdentifier")
        wait_for(lambda: "Tapped 0 times" in texts(app) and "0 taps" in texts(app), "the labels its controller made")
        wait_for(lambda: "Space taps the focused button" in texts(app), "the UILabel(frame:) added from a [UIView]")
        button = wait_for(lambda: find(app, name="Tap me", role=Atspi.Role.PUSH_BUTTON), "the button made by UIButton(type:)")
        check_layout(app)
        check_compression(app)
        for times in (1, 2):
            do_named_action(button, "click")
            wait_for(lambda: f"Tapped {times} times" in texts(app), f"#selector(tapped(_:)) reached the controller ({times})")
        wait_for(lambda: "2 taps" in texts(app), "the BadgeView's label, laid out by its layoutSubviews")
        refresh = wait_for(lambda: find(app, name="Refresh", role=Atspi.Role.PUSH_BUTTON), "the .refresh bar button item, named")
        do_named_action(refresh, "click")
        wait_for(lambda: "Tapped 0 times" in texts(app) and "0 taps" in texts(app), "#selector(reset) reached the controller")
    heard = [line for line in run.stdout.splitlines() if line]
    # The test compositor on Wayland gives a new window no keyboard focus, so its scene
    # never becomes active there: then the pair is not heard, and the rest is as on X.
    expected = LIFE if not on_wayland() or "sceneDidBecomeActive(_:)" in heard else [
        line for line in LIFE if line not in ("sceneDidBecomeActive(_:)", "sceneWillResignActive(_:)")]
    if heard != expected:
        raise A11yFailure(f"the delegates heard {heard}, not UIKit's {expected}")


if __name__ == "__main__":
    report("gtkkit-port's sample", flow)
