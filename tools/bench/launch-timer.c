/* Measures a GUI program's start-up: the time from exec to the map of its first top-level window
 * whose title matches, and its peak RSS (VmHWM) shortly after. Listens for MapNotify on the root
 * window (no polling), so the figure has no sampling delay. Prints "<ms> <peak-rss-kB>".
 * With LATENCY_KEY=<keysym> and LATENCY_TITLE=<title> in the environment it also presses
 * Ctrl+<keysym> LATENCY_DELAY_MS (default 100) ms after the map (through XTEST) and prints, third,
 * the milliseconds from the first key pressed until the window's title becomes LATENCY_TITLE
 * (given up after 120 s): how quickly the app answers input while it is busy. The title changes
 * when a pushed page's slide has ended, so a latency run turns GTK's animations off (its
 * settings.ini) to measure the app, not the slide's designed 200 ms; and fourth, the CPU time (user + system, ms) the program had used when
 * the settle time ended: whether it keeps a core busy. With PRESS_FIRST=<keysym>[:COUNT[:INTERVAL_MS]]
 * it first presses that key (no modifier) COUNT times, INTERVAL_MS apart, right before Ctrl+<keysym>:
 * End, then Ctrl+N ("how long until a jump to the end has been handled and the next key answered"),
 * or Page_Down thousands of times (scrolling through a long list before the peak RSS is read).
 * Usage: launch-timer TITLE SETTLE_MS PROGRAM [ARGS...] */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <X11/Xutil.h>
#include <X11/extensions/XTest.h>
#include <X11/keysym.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* The next event, or 0 once `deadline` (now_ms) has passed with none: XNextEvent alone blocks
 * for ever when the awaited window never comes (a stale restoration record hung `make bench`). */
static int next_event_before(Display *display, XEvent *event, double deadline) {
    while (!XPending(display)) {
        double left = deadline - now_ms();
        if (left <= 0) return 0;
        fd_set fds;
        FD_ZERO(&fds);
        FD_SET(ConnectionNumber(display), &fds);
        struct timeval wait = { (long)(left / 1000), (long)((long)left % 1000) * 1000 };
        select(ConnectionNumber(display) + 1, &fds, NULL, NULL, &wait);
    }
    XNextEvent(display, event);
    return 1;
}

static int title_matches(Display *display, Window window, const char *title) {
    Atom net_wm_name = XInternAtom(display, "_NET_WM_NAME", False);
    Atom utf8 = XInternAtom(display, "UTF8_STRING", False);
    Atom type; int format; unsigned long count, after; unsigned char *data = NULL;
    int match = 0;
    if (XGetWindowProperty(display, window, net_wm_name, 0, 1024, False, utf8, &type, &format, &count,
                           &after, &data) == Success && data) {
        match = strcmp((char *)data, title) == 0;
        XFree(data);
    }
    return match;
}

static long peak_rss_kb(pid_t pid) {
    char path[64], line[256];
    long value = -1;
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *file = fopen(path, "r");
    if (!file) return -1;
    while (fgets(line, sizeof line, file))
        if (sscanf(line, "VmHWM: %ld kB", &value) == 1) break;
    fclose(file);
    return value;
}

/* utime + stime of a running child, in ms (fields 14 and 15 of /proc/PID/stat, in clock ticks). */
static long cpu_ms(pid_t pid) {
    char path[64], buffer[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *file = fopen(path, "r");
    if (!file) return -1;
    size_t length = fread(buffer, 1, sizeof buffer - 1, file);
    fclose(file);
    buffer[length] = 0;
    char *rest = strrchr(buffer, ')'); /* the command name may hold spaces */
    unsigned long utime = 0, stime = 0;
    if (!rest || sscanf(rest + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &utime, &stime) != 2) return -1;
    return (long)((utime + stime) * 1000 / sysconf(_SC_CLK_TCK));
}

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: %s TITLE SETTLE_MS PROGRAM [ARGS...]\n", argv[0]); return 2; }
    const char *title = argv[1];
    int settle_ms = atoi(argv[2]);
    /* An X server started without -noreset refuses clients for a moment while it resets after its
       last client left; the sessions here pass -noreset, other servers may not. */
    Display *display = NULL;
    for (int attempt = 0; attempt < 50 && !display; attempt++) {
        display = XOpenDisplay(NULL);
        if (!display) usleep(100 * 1000);
    }
    if (!display) { fprintf(stderr, "launch-timer: cannot open display\n"); return 2; }
    XSelectInput(display, DefaultRootWindow(display), SubstructureNotifyMask);
    XSync(display, False);

    double start = now_ms();
    pid_t pid = fork();
    if (pid == 0) { execvp(argv[3], argv + 3); perror("exec"); _exit(127); }

    double mapped = -1;
    Window window = 0;
    XEvent event;
    while (mapped < 0 && next_event_before(display, &event, start + 60000)) {
        if (event.type == MapNotify && title_matches(display, event.xmap.window, title)) {
            mapped = now_ms();
            window = event.xmap.window;
        }
    }
    double latency = -1;
    const char *key = getenv("LATENCY_KEY"), *target = getenv("LATENCY_TITLE");
    if (mapped >= 0 && key && target) {
        XSelectInput(display, window, PropertyChangeMask);
        const char *delay = getenv("LATENCY_DELAY_MS");
        usleep((delay ? atoi(delay) : 100) * 1000);
        XSetInputFocus(display, window, RevertToParent, CurrentTime);
        KeyCode control = XKeysymToKeycode(display, XK_Control_L);
        KeyCode letter = XKeysymToKeycode(display, XStringToKeysym(key));
        const char *first = getenv("PRESS_FIRST");
        double pressed = now_ms();
        if (first) {
            char name[64] = {0};
            int count = 1, interval = 0;
            sscanf(first, "%63[^:]:%d:%d", name, &count, &interval);
            KeyCode code = XKeysymToKeycode(display, XStringToKeysym(name));
            for (int i = 0; i < count; i++) {
                XTestFakeKeyEvent(display, code, True, CurrentTime);
                XTestFakeKeyEvent(display, code, False, CurrentTime);
                XFlush(display);
                if (interval > 0) usleep(interval * 1000);
            }
        }
        XTestFakeKeyEvent(display, control, True, CurrentTime);
        XTestFakeKeyEvent(display, letter, True, CurrentTime);
        XTestFakeKeyEvent(display, letter, False, CurrentTime);
        XTestFakeKeyEvent(display, control, False, CurrentTime);
        XFlush(display);
        while (latency < 0 && next_event_before(display, &event, pressed + 120000)) {
            if (event.type == PropertyNotify && title_matches(display, window, target)) latency = now_ms() - pressed;
        }
    }
    usleep(settle_ms * 1000);
    long rss = peak_rss_kb(pid);
    long cpu = cpu_ms(pid);
    kill(pid, SIGTERM);
    waitpid(pid, NULL, 0);
    if (mapped < 0) { fprintf(stderr, "launch-timer: no window titled \"%s\" within 60 s\n", title); return 1; }
    if (latency >= 0) printf("%.1f %ld %.1f %ld\n", mapped - start, rss, latency, cpu);
    else printf("%.1f %ld\n", mapped - start, rss);
    return 0;
}
