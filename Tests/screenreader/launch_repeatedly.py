"""Launches Segue at a page again and again under Orca, and fails if it ever crashes.

    launch_repeatedly.py SEGUE [TIMES] [PAGE]     (defaults: 50 launches of counting-tabs)

One Orca, as a user has it, in a fresh session of its own; each launch waits for Orca to speak
the page's first focus (or 8 s), checks that Segue is still running, then asks it to quit
(SIGTERM) and checks that it ended cleanly. A launch that dies of a signal, or exits with an
error before being asked to, is a crash; its output is printed. Written for a crash at launch
under Orca 48 (a segfault after `g_variant_new_string: assertion 'string != NULL' failed`, 3 of
41 launches in one measurement)."""
import os
import signal
import subprocess
import sys
import time

from orca_harness import Session

INNER = "SEGUE_LAUNCH_INNER"


def main():
    segue = os.path.abspath(sys.argv[1])
    times = int(sys.argv[2]) if len(sys.argv) > 2 else 50
    page = sys.argv[3] if len(sys.argv) > 3 else "counting-tabs"
    if not os.environ.get(INNER):
        fresh_session = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools", "fresh-session")
        env = dict(os.environ, **{INNER: "1"})
        sys.exit(subprocess.run([fresh_session, sys.executable, os.path.abspath(__file__), segue, str(times), page],
                                env=env, check=False).returncode)
    session = Session(segue, ["--page", page])
    crashes, unheard = [], 0
    try:
        for launch in range(1, times + 1):
            if launch > 1:
                session.launch()
            heard = wait_for_focus(session)
            unheard += 0 if heard else 1
            problem = None
            if session.app.poll() is not None:
                problem = f"ended by itself with {describe(session.app.returncode)}"
            else:
                session.app.send_signal(signal.SIGTERM)
                try:
                    code = session.app.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    session.app.kill()
                    code = session.app.wait()
                    problem = "did not quit within 10 s of SIGTERM"
                if problem is None and code not in (0, -signal.SIGTERM):
                    problem = f"quit with {describe(code)}"
            if problem:
                crashes.append(launch)
                print(f"launch {launch}: segue {problem}; it printed: {session.app_output()!r}")
    finally:
        session.close()
    print(f"launches: {times} of --page {page} under Orca, {len(crashes)} crashed {crashes}, "
          f"{unheard} with no first focus heard within 8 s")
    sys.exit(1 if crashes else 0)


def wait_for_focus(session):
    """Waits for anything Orca says about the app after its launch, up to 8 s."""
    deadline = time.monotonic() + 8
    while time.monotonic() < deadline:
        if session.speech()[session.launched:]:
            time.sleep(1.0)  # let Orca finish reading the page, as the crash came while it did
            return True
        time.sleep(0.1)
    return False


def describe(code):
    return f"signal {signal.Signals(-code).name}" if code < 0 else f"exit status {code}"


if __name__ == "__main__":
    main()
