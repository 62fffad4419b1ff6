"""Runs GNOME's screen reader, Orca, headless against Segue and reads what it *speaks*.

Orca writes every utterance to its debug log as a `SPEECH OUTPUT: '…'` line (no audio device or
speech-dispatcher needed), so a test presses real keys (xdotool) and waits for the words a blind
user would hear. Each attempt runs in a fresh session of its own (see `run`).

Orca block-buffers its debug file, so a test could not read it while Orca runs; the "file" is a
pseudo-terminal instead, which Python line-buffers, and a thread collects the lines.
"""
import os
import pty
import re
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time

from utterances import (  # noqa: F401 (the flows import these from here)
    Utterance, button, count, matches, normal, optional_role, repeats, utterances)


class SpeechFailure(AssertionError):
    pass


# Set (to anything) to survey what Orca says rather than test it: a check waits 3 s at most, a
# miss is listed instead of failing, and the flow's whole transcript is printed (for the
# transcripts of docs/accessibility.md, and to learn a new Orca's wording).
SURVEY = os.environ.get("SEGUE_SPEECH_SURVEY")


class Session:
    """Orca, then Segue with `args`, each with private folders; `speech()` is all that was said."""

    def __init__(self, segue, args, stall_registry=0):
        self.home = tempfile.TemporaryDirectory()
        self.lines = []
        master, terminal = pty.openpty()
        self.log = os.ttyname(terminal)
        threading.Thread(target=self._collect, args=(master,), daemon=True).start()
        env = dict(os.environ, HOME=self.home.name, XDG_DATA_HOME=os.path.join(self.home.name, "data"),
                   XDG_CONFIG_HOME=os.path.join(self.home.name, "config"))
        for folder in ("data", "config", "orca"):
            os.makedirs(os.path.join(self.home.name, folder), exist_ok=True)
        self.orca = subprocess.Popen(["orca", "--replace", "-u", os.path.join(self.home.name, "orca"),
                                      "--debug-file", self.log], env=env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            self.wait_for("Screen reader on", since=0, timeout=30)
        except SpeechFailure:
            self.orca.kill()
            raise
        # A user starts Orca long before their apps; the gap lets Orca finish starting (it
        # says "Screen reader on" before its event loop runs). And `--replace` sets a 2 s alarm
        # whose handler writes to the debug log: landing in the middle of another write, it
        # raised "reentrant call inside BufferedWriter" into whatever Orca was doing, and a
        # launch's first focus handled then was never spoken (Orca 48, long list flow). So the
        # app starts once that alarm has gone off.
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and not any("Timeout cleaning up" in line for line in self.lines):
            time.sleep(0.1)
        time.sleep(0.5)
        self.command, self.env = [segue, *args], env
        self.stall_registry = stall_registry
        self.app_log = open(os.path.join(self.home.name, "app.log"), "w")
        self.heard = []
        self.missing = []
        self.launch()

    def launch(self):
        """Starts Segue (again, once the last one has ended); what follows is heard from here."""
        self.mark = self.launched = len(self.speech())
        registry = stop_registry() if self.stall_registry else None
        self.app = subprocess.Popen(self.command, env=self.env, stdout=self.app_log, stderr=subprocess.STDOUT)
        if registry:
            threading.Timer(self.stall_registry, os.kill, (registry, signal.SIGCONT)).start()

    def _collect(self, master):
        pending = b""
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:
                return
            if not chunk:
                return
            pending += chunk
            *complete, pending = pending.split(b"\n")
            self.lines.extend(line.decode("utf-8", "replace").rstrip("\r") for line in complete)

    def speech(self):
        return utterances(list(self.lines))

    def wait_for(self, *expected, since=None, timeout=15.0):
        """Waits until an utterance since `since` (default: the last key) is one of `expected`,
        whole (see `matches`; Orca 43 and 48 word some things differently, so a check may name
        each form). Returns what was said since `since`, up to and including that utterance."""
        start = self.mark if since is None else since
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            said = self.speech()[start:]
            for index, line in enumerate(said):
                if any(matches(form, line) for form in expected):
                    return said[:index + 1]
            time.sleep(0.1)
            if SURVEY and since is None and time.monotonic() > deadline - timeout + 3:
                self.missing.append(expected)
                return self.speech()[start:]
        app = getattr(self, "app", None)
        running = "not started" if app is None else "running" if app.poll() is None else f"exited with {app.returncode}"
        wanted = " or ".join(f"“{form.pattern if isinstance(form, re.Pattern) else form}”" for form in expected)
        raise SpeechFailure(f"Orca never said {wanted}; it said: {self.speech()[start:]} (segue {running})")

    def heard_since_mark(self, settle=0.8):
        """Everything said since the last key, after `settle` seconds in which a repeat would come."""
        time.sleep(settle)
        return self.speech()[self.mark:]

    def press(self, keys, settle=0.4):
        """Presses keys (xdotool syntax) in the focused window; what follows is heard from here."""
        self.mark = len(self.speech())
        subprocess.run(["xdotool", "key", "--clearmodifiers", keys], check=True)
        time.sleep(settle)

    def type(self, text):
        """Types `text` as key presses; what follows is heard from here."""
        self.mark = len(self.speech())
        subprocess.run(["xdotool", "type", "--delay", "40", text], check=True)

    def app_output(self):
        """What segue printed (warnings, criticals), for a failure's report: the end of it, or all
        of it when segue died of a signal (the Swift runtime's backtrace names the crashed thread
        first, and CI's log is the only place a rare crash is ever seen)."""
        self.app_log.flush()
        with open(self.app_log.name, encoding="utf-8", errors="replace") as log:
            output = log.read()
        crashed = self.app.poll() is not None and self.app.returncode < 0
        return output if crashed else output[-2000:]

    def close(self):
        for process in (self.app, self.orca):
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
        self.home.cleanup()


def widen(title, width=1400, height=900):
    """Resizes the window titled `title` as a user would (xdotool), for the wide-window flows."""
    window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", f"^{title}$"],
                            capture_output=True, text=True, check=True).stdout.split()[0]
    subprocess.run(["xdotool", "windowsize", window, str(width), str(height)], check=True)


def orca_major_version():
    """The running Orca's major version (43 on Debian 12, 48 on Debian 13)."""
    output = subprocess.run(["orca", "--version"], capture_output=True, text=True, check=False).stdout
    match = re.search(r"(\d+)\.\d+", output)
    return int(match.group(1)) if match else 0


COUNT = re.compile(r"\b[Ll]ist with (\d+) items?\b")


def check_count(session, rows, after, name, stale_on_orca_48=False, required=True):
    """The list's count Orca says as the focus comes back into the list must be said, and right
    ("List with 8 items" for 9 rows was the bug; Orca 48 says it after the list's name, "Tasks
    List with 9 items"). It usually comes with the row, sometimes a little after. `name` is the
    flow's, for the report of a known limit. A count not `required` is checked when said and
    reported when left out."""
    deadline = time.monotonic() + 10
    while True:
        said = session.speech()[session.mark:]
        counts = [int(match.group(1)) for match in map(COUNT.search, said) if match]
        if counts:
            break
        if time.monotonic() > deadline:
            if not required:
                print(f"screen reader {name}: after {after} Orca did not say the list's count: {said}")
                return
            raise SpeechFailure(f"after {after} Orca did not say the list's count: {said}")
        time.sleep(0.1)
    if all(count == rows for count in counts):
        return
    if stale_on_orca_48 and orca_major_version() >= 48 and all(count == rows - 1 for count in counts):
        # A known limit (docs/accessibility.md): Orca 48 counts the list when the focus comes
        # back into it, before it handles GTK 4.18's report that a row was added while the list
        # was covered, and says the old count. Reported, so a run shows whether it still happens.
        print(f"screen reader {name}: after {after} Orca 48 counted {counts}, the known limit ({rows} rows)")
        return
    raise SpeechFailure(f"after {after} Orca counted {counts}, not {rows} items: {said}")


def replace_tasks(session, texts, stop_app=True):
    """Replaces the tasks in the app's store with `texts`, in that order (a list too long to make
    through the app): with `stop_app`, while it is stopped (the flow launches it again); without,
    as another program writing the store while it runs."""
    if stop_app:
        session.app.terminate()
        session.app.wait(timeout=10)
    path = os.path.join(session.env["XDG_DATA_HOME"], "io.github.segue.Segue", "segue.sqlite3")
    database = sqlite3.connect(path)
    database.execute("DELETE FROM tasks")
    database.executemany("INSERT INTO tasks (position, text) VALUES (?, ?)", enumerate(texts, start=1))
    database.commit()
    database.close()


def wait_for_first_list(session):
    """The first-level list, as heard at launch, for flows that test something else (the menu):
    if Orca missed the window's first focus, Down and Up move it away and back (Home would not
    move it off the first row, and would say nothing). The flows that open a page directly are
    the ones that hold the launch itself to being heard."""
    try:
        session.wait_for("Disclosure Buttons", timeout=15)
    except SpeechFailure:
        session.press("Down")
        session.press("Up")
        session.wait_for("Disclosure Buttons", timeout=15)


ATTEMPT = "SEGUE_SPEECH_ATTEMPT"


def stop_registry():
    """Stops (SIGSTOP) this session's AT-SPI registry and returns its process id, for a launch
    while the registry is too busy to answer, as it is while Orca starts."""
    from gi.repository import Gio, GLib  # Orca's own dependency
    session = Gio.bus_get_sync(Gio.BusType.SESSION)
    address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                GLib.VariantType("(s)"), 0, 5000, None).unpack()[0]
    bus = Gio.DBusConnection.new_for_address_sync(
        address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION)
    pid = bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                        "GetConnectionUnixProcessID", GLib.Variant("(s)", ("org.a11y.atspi.Registry",)),
                        GLib.VariantType("(u)"), 0, 5000, None).unpack()[0]
    bus.close_sync()
    os.kill(pid, signal.SIGSTOP)
    return pid


def run(name, args, flow, stall_registry=0):
    """Runs `flow(session)` and prints the closing line CI reads; fails on any GTK class name
    spoken ("GtkListBox", "GtkStackPage panel"), noise a user cannot act on, and on anything said
    twice in a row from the app's launch on (see `repeats`).

    Each attempt runs in a fresh session of its own (tools/fresh-session: home and XDG folders,
    D-Bus session, accessibility bus, registry and X server), so nothing one flow leaves behind
    reaches the next, and a flow that fails is run once more from the start in a fresh one; the
    retry is recorded, and tools/run-tests reports how many flows needed one. (Stopping a shared
    bus to retry, as this harness once did, left the X root window's AT_SPI_BUS property naming a
    dead socket: no second Orca ever started.)"""
    if os.environ.get(ATTEMPT):
        sys.exit(0 if _attempt(name, args, flow, int(os.environ[ATTEMPT]), stall_registry) else 1)
    fresh_session = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools", "fresh-session")
    for attempt in (1, 2):
        env = dict(os.environ, **{ATTEMPT: str(attempt)})
        command = [fresh_session, sys.executable, os.path.abspath(sys.argv[0]), *sys.argv[1:]]
        if subprocess.run(command, env=env, check=False).returncode == 0:
            if attempt > 1:
                print(f"screenreader: {name} passed on its second attempt")
                _record_retry(name)
            print("screenreader: 1 passed, 0 failed")
            return
    _record_retry(name)
    print("screenreader: 0 passed, 1 failed")
    sys.exit(1)


def _record_retry(name):
    """Adds `name` to the file tools/run-tests counts first attempts that failed in."""
    retries = os.environ.get("SEGUE_SPEECH_RETRIES")
    if retries:
        with open(retries, "a") as record:
            record.write(name + "\n")


def _attempt(name, args, flow, attempt, stall_registry=0):
    """One run of `flow` in the current (private) session; prints why it failed."""
    session = None
    try:
        session = Session(sys.argv[1], args, stall_registry)
        flow(session)
        time.sleep(0.8)  # a repeat of the last thing said would follow at once
        if SURVEY:
            print(f"survey {name}: {len(session.missing)} checks missed: {session.missing}")
            print(f"survey {name}: said twice in a row: {repeats(session.speech()[session.launched:])}")
            print(f"survey {name}: transcript:")
            for line in session.speech()[session.launched:]:
                print(f"    {'(key) ' if line.echo else ''}{line!r}")
            with open(os.path.join(tempfile.gettempdir(), f"orca-{name}-survey.log"), "w") as log:
                log.write("\n".join(session.lines))
            return True
        noise = [line for line in session.speech() if "Gtk" in line]
        if noise:
            raise SpeechFailure(f"Orca spoke GTK class names: {noise}")
        twice = repeats(session.speech()[session.launched:])
        if twice:
            raise SpeechFailure(f"Orca said these twice in a row: {twice}")
        if os.environ.get("SEGUE_SPEECH_LOG") or SURVEY:
            print(f"everything Orca said: {session.speech()}")
        return True
    except SpeechFailure as failure:
        print(f"screen reader {name} attempt {attempt} FAILED: {failure}", file=sys.stderr)
        if session:
            print(f"everything Orca said: {session.speech()}", file=sys.stderr)
            print(f"segue printed:\n{session.app_output()}", file=sys.stderr)
            kept = os.path.join(tempfile.gettempdir(), f"orca-{name}-{attempt}.log")
            with open(kept, "w") as log:
                log.write("\n".join(session.lines))
            print(f"Orca's whole debug log: {kept}", file=sys.stderr)
        return False
    finally:
        if session:
            session.close()
