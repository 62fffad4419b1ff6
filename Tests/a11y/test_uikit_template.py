"""UIKit's app template as written — `@main class AppDelegate: UIResponder, UIApplicationDelegate`
that makes its window in `application(_:didFinishLaunchingWithOptions:)`
(Tests/UIKitTemplateApp) — runs as a GNOME application: it appears on the accessibility bus
under its program's name, its window titled by its navigation controller's root, showing the
screen made in code; a logout's SIGTERM ends it with status 0 (issue "A UIKit app builds as
written")."""
import os
import signal
import subprocess
import sys
import tempfile

from atspi_helpers import A11yFailure, Atspi, find, find_app, report, texts, wait_for


def flow():
    app_path = os.path.join(os.path.dirname(os.path.abspath(sys.argv[1])), "UIKitTemplateApp")
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"))
        process = subprocess.Popen([app_path], env=env)
        try:
            app = wait_for(lambda: find_app("UIKitTemplateApp"), "the template app on the accessibility bus")
            wait_for(lambda: find(app, name="Template", role=Atspi.Role.FRAME), "its window titled “Template”")
            wait_for(lambda: "Hello from an app delegate" in texts(app), "the screen its delegate made")
        finally:
            process.send_signal(signal.SIGTERM)
            status = process.wait(timeout=15)
        if status != 0:
            raise A11yFailure(f"the template app exited {status} after SIGTERM")


if __name__ == "__main__":
    report("UIKit template", flow)
