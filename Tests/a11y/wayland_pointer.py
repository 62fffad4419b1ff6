"""A pointer for tests on a wlroots compositor (sway): the compositor's virtual pointer protocol
(zwlr_virtual_pointer_v1), spoken over the Wayland socket directly, so a test can move, press and
drag as a hand on a mouse does — which a file drop needs, since a Wayland drag starts only from a
real button press. No X server, no uinput, no library beyond Python's own: the wire format is a
header (object id; size and opcode) and 32-bit arguments."""
import os
import select
import socket
import struct
import time

BUTTON_LEFT = 0x110  # linux/input-event-codes.h BTN_LEFT


class WaylandError(RuntimeError):
    pass


class VirtualPointer:
    """A pointer the compositor treats as a real one, moved in the output layout's pixels."""

    def __init__(self, width=1280, height=1024):
        self.width, self.height = width, height
        display = os.environ["WAYLAND_DISPLAY"]
        path = display if display.startswith("/") else os.path.join(os.environ["XDG_RUNTIME_DIR"], display)
        self.socket = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.socket.connect(path)
        self.buffer = b""
        self.next_id = 2
        registry = self._new_id()
        self._send(1, 1, struct.pack("<I", registry))  # wl_display.get_registry
        globals_ = {}
        for sender, opcode, body in self._roundtrip():
            if sender == registry and opcode == 0:  # wl_registry.global
                name, = struct.unpack_from("<I", body)
                interface, offset = self._string(body, 4)
                version, = struct.unpack_from("<I", body, offset)
                globals_.setdefault(interface, (name, version))
        if "zwlr_virtual_pointer_manager_v1" not in globals_:
            raise WaylandError("the compositor offers no virtual pointer (zwlr_virtual_pointer_manager_v1)")
        seat = self._bind(registry, globals_["wl_seat"][0], "wl_seat", 1)
        manager = self._bind(registry, globals_["zwlr_virtual_pointer_manager_v1"][0], "zwlr_virtual_pointer_manager_v1", 1)
        self.pointer = self._new_id()
        self._send(manager, 0, struct.pack("<II", seat, self.pointer))  # create_virtual_pointer
        self._roundtrip()

    def move(self, x, y):
        """Moves to (x, y) in the layout, as one motion event."""
        self._send(self.pointer, 1, struct.pack("<IIIII", self._time(), int(x), int(y), self.width, self.height))
        self._send(self.pointer, 4, struct.pack("<"))  # frame
        self._roundtrip()

    def glide(self, start, end, steps=20, pause=0.02):
        """Moves from `start` to `end` in `steps` motions, as a hand does (a drag needs motion)."""
        for step in range(1, steps + 1):
            self.move(start[0] + (end[0] - start[0]) * step / steps, start[1] + (end[1] - start[1]) * step / steps)
            time.sleep(pause)

    def button(self, pressed, button=BUTTON_LEFT):
        self._send(self.pointer, 2, struct.pack("<III", self._time(), button, 1 if pressed else 0))
        self._send(self.pointer, 4, struct.pack("<"))
        self._roundtrip()

    def drag(self, start, end):
        """Presses at `start`, glides to `end` and lets go there."""
        self.move(*start)
        time.sleep(0.2)
        self.button(True)
        time.sleep(0.2)
        self.glide(start, (start[0] + 30, start[1] + 30), steps=6)  # past GTK's drag threshold
        self.glide((start[0] + 30, start[1] + 30), end)
        time.sleep(0.5)
        self.button(False)

    def swipe(self, dx, steps=12, pause=0.016, lift=True):
        """Two fingers moved sideways on a touchpad: `steps` horizontal scrolls from a finger
        (wl_pointer's axis source "finger", which GTK hears as a touchpad's smooth scroll), `dx`
        in all, then — unless `lift` is false — the fingers lifted (see `lift`)."""
        for _ in range(steps):
            self._send(self.pointer, 5, struct.pack("<I", 1))  # axis_source: finger
            self._send(self.pointer, 3, struct.pack("<IIi", self._time(), 1, int(dx / steps * 256)))  # axis: horizontal
            self._send(self.pointer, 4, b"")  # frame
            self._roundtrip()
            time.sleep(pause)
        if lift:
            self.lift()

    def lift(self):
        """The fingers leave the touchpad: axis_stop, which GTK hears as scroll-end."""
        self._send(self.pointer, 5, struct.pack("<I", 1))
        self._send(self.pointer, 6, struct.pack("<II", self._time(), 1))  # axis_stop: horizontal
        self._send(self.pointer, 4, b"")
        self._roundtrip()

    def close(self):
        self._send(self.pointer, 8, b"")  # destroy
        self.socket.close()

    # The wire.
    def _new_id(self):
        self.next_id += 1
        return self.next_id - 1

    def _bind(self, registry, name, interface, version):
        new = self._new_id()
        self._send(registry, 0, struct.pack("<I", name) + self._pack_string(interface) + struct.pack("<II", version, new))
        return new

    @staticmethod
    def _pack_string(text):
        data = text.encode() + b"\0"
        return struct.pack("<I", len(data)) + data + b"\0" * (-len(data) % 4)

    @staticmethod
    def _string(body, offset):
        length, = struct.unpack_from("<I", body, offset)
        text = body[offset + 4:offset + 4 + length - 1].decode()
        return text, offset + 4 + length + (-length % 4)

    @staticmethod
    def _time():
        return int(time.monotonic() * 1000) & 0xFFFFFFFF

    def _send(self, sender, opcode, body):
        self.socket.sendall(struct.pack("<II", sender, ((8 + len(body)) << 16) | opcode) + body)

    def _roundtrip(self):
        """Sends wl_display.sync and returns every event up to its answer; raises on a protocol
        error (which the compositor sends before it drops the connection)."""
        callback = self._new_id()
        self._send(1, 0, struct.pack("<I", callback))
        events = []
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            while len(self.buffer) >= 8:
                sender, word = struct.unpack_from("<II", self.buffer)
                size = word >> 16
                if len(self.buffer) < size:
                    break
                body, self.buffer = self.buffer[8:size], self.buffer[size:]
                if sender == 1 and (word & 0xFFFF) == 0:  # wl_display.error
                    _, code = struct.unpack_from("<II", body)
                    raise WaylandError(f"protocol error {code}: {self._string(body, 8)[0]}")
                if sender == callback:
                    return events
                events.append((sender, word & 0xFFFF, body))
            if select.select([self.socket], [], [], 0.5)[0]:
                data = self.socket.recv(65536)
                if not data:
                    raise WaylandError("the compositor closed the connection")
                self.buffer += data
        raise WaylandError("the compositor did not answer")
