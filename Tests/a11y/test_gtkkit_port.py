"""A UIKit app written in Xcode's shapes (Tests/fixtures/xcode/Greeter: `@UIApplicationMain`,
a `UIView` subclass overriding `init(frame:)` and `layoutSubviews`, a controller adding
constraints to its default view, target–action by `#selector` on a button and a bar button item,
an `@IBOutlet`), ported by `gtkkit-port` and built by `make test-build` into .build/ported, runs
as a GNOME application: on the accessibility bus under its name, its window titled by its
navigation controller's root, the button's and the bar item's actions reaching the controller's
methods, and a logout's SIGTERM ending it with status 0 (issue "A UIKit app builds as written")."""
import os
import signal
import subprocess
import tempfile

from atspi_helpers import A11yFailure, Atspi, do_named_action, find, find_app, report, texts, wait_for

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PACKAGE = os.path.join(REPOSITORY, ".build", "ported", "Greeter")


def flow():
    binary = os.path.join(PACKAGE, ".build", "debug", "Greeter")
    if not os.path.exists(binary):
        raise A11yFailure(f"{binary} is missing: `make test-build` ports and builds the sample")
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"))
        process = subprocess.Popen([binary], env=env)
        try:
            app = wait_for(lambda: find_app("Greeter"), "the ported app on the accessibility bus")
            wait_for(lambda: find(app, name="Greeter", role=Atspi.Role.FRAME), "its window titled “Greeter”")
            wait_for(lambda: "Tapped 0 times" in texts(app) and "0 taps" in texts(app), "the labels its controller made")
            button = wait_for(lambda: find(app, name="Tap me", role=Atspi.Role.PUSH_BUTTON), "the button made by UIButton(type:)")
            for times in (1, 2):
                do_named_action(button, "click")
                wait_for(lambda: f"Tapped {times} times" in texts(app), f"#selector(tapped(_:)) reached the controller ({times})")
            wait_for(lambda: "2 taps" in texts(app), "the BadgeView's label, laid out by its layoutSubviews")
            refresh = wait_for(lambda: find(app, name="Refresh", role=Atspi.Role.PUSH_BUTTON), "the .refresh bar button item, named")
            do_named_action(refresh, "click")
            wait_for(lambda: "Tapped 0 times" in texts(app) and "0 taps" in texts(app), "#selector(reset) reached the controller")
        finally:
            process.send_signal(signal.SIGTERM)
            status = process.wait(timeout=15)
        if status != 0:
            raise A11yFailure(f"the ported app exited {status} after SIGTERM")


if __name__ == "__main__":
    report("gtkkit-port's sample", flow)
