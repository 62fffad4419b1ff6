"""Open Website (the primary menu's item; UIKit's `UIApplication.open`): with no application for
web addresses — as on this test machine — an alert says so and names the website; with one
(a stand-in browser registered for https in the session's own data folder), that application is
started with the project's homepage, and no alert shows."""
import os
import stat
import subprocess
import sys
import tempfile
import time

from atspi_helpers import A11yFailure, Atspi, activate_app_action, do_named_action, find, find_app, report, texts, wait_for

HOMEPAGE = "https://github.com/segue/segue"


def launched(env):
    process = subprocess.Popen([sys.argv[1], "--page", "tasks"], env=env)
    app = wait_for(lambda: find_app("segue"), "the segue application on the accessibility bus")
    wait_for(lambda: find(app, name="Tasks", role=Atspi.Role.LIST), "the task list")
    return process, app


def run():
    with tempfile.TemporaryDirectory() as home:
        data, config = os.path.join(home, "data"), os.path.join(home, "config")
        env = dict(os.environ, XDG_DATA_HOME=data, XDG_CONFIG_HOME=config)
        process, app = launched(env)
        try:
            activate_app_action("website")
            alert = wait_for(lambda: find(app, name="The website could not be opened", role=Atspi.Role.DIALOG),
                             "the alert saying no application opens web addresses")
            described = " ".join([alert.get_description() or ""] + texts(alert))
            if HOMEPAGE not in described:
                raise A11yFailure(f"the alert does not name the website: {described!r}")
            do_named_action(find(alert, name="Close", role=Atspi.Role.PUSH_BUTTON), "click")
            wait_for(lambda: find(app, name="The website could not be opened", role=Atspi.Role.DIALOG) is None, "Close")
        finally:
            process.terminate()
            process.wait(timeout=10)

        # A stand-in browser, registered for https as a desktop would register one.
        opened = os.path.join(home, "opened")
        browser = os.path.join(home, "browser")
        with open(browser, "w") as script:
            script.write(f"#!/bin/sh\nprintf '%s' \"$1\" > {opened}\n")
        os.chmod(browser, stat.S_IRWXU)
        os.makedirs(os.path.join(data, "applications"))
        with open(os.path.join(data, "applications", "segue-test-browser.desktop"), "w") as entry:
            entry.write(f"[Desktop Entry]\nType=Application\nName=Test Browser\nExec={browser} %u\n"
                        "MimeType=x-scheme-handler/https;\nNoDisplay=true\n")
        os.makedirs(config, exist_ok=True)
        with open(os.path.join(config, "mimeapps.list"), "w") as defaults:
            defaults.write("[Default Applications]\nx-scheme-handler/https=segue-test-browser.desktop\n")
        process, app = launched(env)
        try:
            activate_app_action("website")
            wait_for(lambda: os.path.exists(opened) and open(opened).read() == HOMEPAGE,
                     "the registered browser to be started with the homepage")
            time.sleep(1)
            if find(app, role=Atspi.Role.DIALOG):
                raise A11yFailure("an alert showed although the website was opened")
        finally:
            process.terminate()
            process.wait(timeout=10)


if __name__ == "__main__":
    report("open website", run)
