"""A launch while the accessibility registry is too busy to answer, as it is while Orca starts:
Segue launched with the registry stopped for 3 s must not crash, and its first focus must be
heard once the registry answers.

GTK asks the registry to embed the app, and until the answer it both sends every event and
answers Orca's questions about the app's root from NULL strings. Orca 48 asks as soon as it
hears an event, and GTK 4.18 crashed (SIGSEGV after "g_variant_new_string: assertion 'string !=
NULL' failed": 5 of 5 launches like this one, 1 in about 200 ordinary ones under load); Orca 43
heard nothing at all (3 of 3). GtkKit's AccessibilityBusRegistration answers those questions
itself until the registry has answered, and sets the first focus again once it has."""
from orca_harness import SpeechFailure, button, run

STALL = 3  # seconds; GtkKit's own fallback for a slow registry (0.5 s) must not be what passes


def flow(session):
    session.wait_for("Toy Story", timeout=15)
    if session.app.poll() is not None:
        raise SpeechFailure(f"segue ended with {session.app.returncode} while the registry was stopped")
    session.press("Tab")  # and the app is usable: the next focus is heard too
    session.wait_for(button("Show details for Toy Story"))


if __name__ == "__main__":
    run("slow-registry", ["--page", "disclosure-buttons"], flow, stall_registry=STALL)
