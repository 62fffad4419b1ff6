"""Running one of gtkkit-port's ported samples (built under .build/ported by `make test-build`)
as a user would: in a home of its own, found on the accessibility bus, ended with SIGTERM."""
import os
import signal
import subprocess
import tempfile
from contextlib import contextmanager

from atspi_helpers import A11yFailure, find_app, wait_for

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


class Run:
    """What the ported app printed, once it has ended."""
    stdout = ""
    stderr = ""


@contextmanager
def ported_app(name, extra_env=None, quiet=True, tolerated=()):
    """Starts the sample `name` and yields (its accessible application, a Run). When the body
    is done the app is sent SIGTERM and must exit 0; with `quiet`, it must not have logged a
    GLib warning or critical (a storyboard it could not load, a constraint it refused) other
    than a line containing one of `tolerated`."""
    binary = os.path.join(REPOSITORY, ".build", "ported", name, ".build", "debug", name)
    if not os.path.exists(binary):
        raise A11yFailure(f"{binary} is missing: `make test-build` ports and builds the sample")
    run = Run()
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_DATA_HOME=os.path.join(home, "data"), XDG_CONFIG_HOME=os.path.join(home, "config"))
        env.update(extra_env or {})
        process = subprocess.Popen([binary], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            yield wait_for(lambda: find_app(name), "the ported app on the accessibility bus"), run
        finally:
            process.send_signal(signal.SIGTERM)
            run.stdout, run.stderr = process.communicate(timeout=15)
    if process.returncode != 0:
        raise A11yFailure(f"the ported app exited {process.returncode} after SIGTERM; it said: {run.stderr}")
    logged = "\n".join(line for line in run.stderr.splitlines() if not any(text in line for text in tolerated))
    if quiet and ("CRITICAL" in logged or "WARNING" in logged):
        raise A11yFailure(f"the ported app logged problems loading its interface: {logged}")
