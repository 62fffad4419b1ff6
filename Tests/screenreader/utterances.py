"""What Orca said, read from its debug log: whole utterances (multi-line ones joined), key echoes
told apart, and the checks the screen-reader flows make of them (whole-utterance matching in Orca
43's and Orca 48's wording, repeats in answer to one key)."""
import re

SPEECH_START = "SPEECH OUTPUT: '"
# An utterance ends with its closing quote, then (Orca 43 and 48) the voice's settings: one
# voice ({…}), or a list of them ([{…}]) for an utterance Orca put together from parts.
SPEECH_END = re.compile(r"'\s*(\{.*\}|\[\{.*\}\])?$")


# Orca logs this just before it echoes a key the user pressed ('return', 'a', 'left control').
KEY_ECHO = "Presenting keyboard event"


class Utterance(str):
    """One thing Orca said; `echo` when it was the echo of a key pressed."""
    echo = False


def utterances(lines):
    """Every utterance in Orca's debug log lines, whole: one that spans lines (a label with a
    line break) is joined back together with its line breaks, and its continuation lines'
    indentation (the log's, not the label's) dropped."""
    said, pending, echo, since_key = [], None, False, 99
    for line in lines:
        if pending is None:
            since_key = 0 if KEY_ECHO in line else since_key + 1
            start = line.find(SPEECH_START)
            if start < 0:
                continue
            pending, echo = line[start + len(SPEECH_START):], since_key <= 3
            since_key = 99  # only the first utterance after the key event is its echo
        else:
            pending += "\n" + line.strip()
        end = SPEECH_END.search(pending)
        if end:
            utterance = Utterance(pending[:end.start()])
            utterance.echo = echo
            said.append(utterance)
            pending = None
    return said


def normal(utterance):
    """An utterance as a listener tells it apart: spacing and a closing full stop do not count
    (Orca 43 ends most utterances with one, Orca 48 fewer)."""
    return " ".join(utterance.split()).rstrip(".").strip()


def matches(expected, utterance):
    """Whether `utterance` is the whole of `expected`: a string (compared as `normal` forms) or a
    compiled pattern that must match it all."""
    if isinstance(expected, re.Pattern):
        return expected.fullmatch(normal(utterance)) is not None
    return normal(utterance) == normal(expected)


def button(name):
    """A button as read: Orca 43 says "push button", Orca 48 "button"."""
    return re.compile(re.escape(name) + r" (push )?button")


def optional_role(name, role):
    """`name` read with its role (Orca 43: "Main Menu, F10 panel") or without it (Orca 48)."""
    return re.compile(re.escape(name.rstrip(".")) + r"\.?( " + re.escape(role) + ")?")


def count(expected, said):
    """How many of `said` are `expected`, whole."""
    return sum(matches(expected, line) for line in said)


def repeats(said):
    """Utterances said twice in a row in answer to one key (or to none): the same event heard
    twice, or a change read again. A key between the two ends the run: Tab onto a button Orca
    has just read as part of its row is the user asking for it again. Key echoes themselves
    repeat when a key does, and are not counted."""
    twice, previous = [], None
    for line in said:
        if getattr(line, "echo", False):
            previous = None
            continue
        if previous is not None and normal(line) and normal(line) == normal(previous):
            twice.append(line)
        previous = line
    return twice
