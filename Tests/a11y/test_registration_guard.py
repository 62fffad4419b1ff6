"""Asked about its place before the accessibility registry has answered, Segue says it is not
registered yet, and does not crash; once the registry answers, it says its parent is the desktop.

GTK exports the app's root accessible, asks the registry to embed it, and fills in the desktop's
name only from the answer; asked the root's `Parent` or `GetApplication` before that, it builds
its reply from NULL strings and crashes (SIGSEGV after "g_variant_new_string: assertion 'string
!= NULL' failed"), on GTK 4.8 and 4.18 alike. Orca 48 asks as soon as it hears from an app, and
crashed Segue at launch while the registry was slow. Here the registry is stopped (SIGSTOP) while
Segue starts, and the root is asked directly on the accessibility bus, as a screen reader asks.
"""
import os
import signal
import subprocess
import sys
import tempfile
import time

from atspi_helpers import A11yFailure, report
from gi.repository import Gio, GLib

ROOT = "/org/a11y/atspi/accessible/root"
REGISTRY = "org.a11y.atspi.Registry"


def main():
    bus = accessibility_bus()
    call(bus, REGISTRY, ROOT, "org.freedesktop.DBus.Properties", "Get",
         GLib.Variant("(ss)", ("org.a11y.atspi.Accessible", "ChildCount")))  # starts the registry
    registry_name = call(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                         "GetNameOwner", GLib.Variant("(s)", (REGISTRY,)))[0]
    registry = call(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                    "GetConnectionUnixProcessID", GLib.Variant("(s)", (REGISTRY,)))[0]
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"))
        os.kill(registry, signal.SIGSTOP)
        app = subprocess.Popen([sys.argv[1], "--page", "disclosure-buttons"], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        try:
            try:
                name = wait(lambda: connection_of(bus, app.pid), "Segue on the accessibility bus", app)
                refusal = wait(lambda: refused(bus, name, "Parent"), "Segue's root exported (asked for its parent)", app)
                if "not registered" not in refusal:
                    raise A11yFailure(f"asked for its parent before the registry answered, Segue said: {refusal}")
                refusal = refused(bus, name, "GetApplication")
                if refusal is None or app.poll() is not None:
                    raise A11yFailure(f"asked for its application before the registry answered, Segue answered or ended "
                                      f"({refusal!r}, {app.poll()})")
            finally:
                os.kill(registry, signal.SIGCONT)
            parent = wait(lambda: answered(bus, name), "Segue's parent once the registry answered", app)
            if parent != (registry_name, ROOT):
                raise A11yFailure(f"Segue's parent is {parent}, not the registry's desktop {(registry_name, ROOT)}")
        finally:
            app.terminate()
            output = app.communicate(timeout=15)[0].decode(errors="replace")
        if app.returncode not in (0, -signal.SIGTERM):
            raise A11yFailure(f"segue ended with {app.returncode}: {output[-3000:]}")


def accessibility_bus():
    session = Gio.bus_get_sync(Gio.BusType.SESSION)
    address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                GLib.VariantType("(s)"), 0, 5000, None).unpack()[0]
    return Gio.DBusConnection.new_for_address_sync(
        address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION)


def call(bus, destination, path, interface, method, arguments=None):
    return bus.call_sync(destination, path, interface, method, arguments, None, 0, 3000, None).unpack()


def connection_of(bus, pid):
    """Segue's unique name on the accessibility bus, once it has connected."""
    for name in call(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames")[0]:
        if name.startswith(":"):
            try:
                owner = call(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                             "GetConnectionUnixProcessID", GLib.Variant("(s)", (name,)))[0]
            except GLib.Error:
                continue
            if owner == pid:
                return name
    return None


def ask(bus, name, question):
    if question == "GetApplication":
        return call(bus, name, ROOT, "org.a11y.atspi.Accessible", "GetApplication")[0]
    return call(bus, name, ROOT, "org.freedesktop.DBus.Properties", "Get",
                GLib.Variant("(ss)", ("org.a11y.atspi.Accessible", question)))[0]


def refused(bus, name, question):
    """The error the root answers `question` with; None while the root is not exported yet (no
    such object) or if it answered."""
    try:
        ask(bus, name, question)
        return None
    except GLib.Error as error:
        not_yet = ("UnknownObject", "No such", "does not exist")  # GLib's and GTK's words for it
        return None if any(words in error.message for words in not_yet) else error.message


def answered(bus, name):
    try:
        return tuple(ask(bus, name, "Parent"))
    except GLib.Error:
        return None


def wait(predicate, what, app, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if app.poll() is not None:
            raise A11yFailure(f"segue ended with {app.returncode} while waiting for {what}")
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    raise A11yFailure(f"timed out waiting for {what}")


if __name__ == "__main__":
    report("registration-guard", main)
