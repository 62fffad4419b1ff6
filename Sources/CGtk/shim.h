#ifndef SEGUE_CGTK_SHIM_H
#define SEGUE_CGTK_SHIM_H
/* The whole of GTK 4 for Swift, plus tiny helpers for what Swift cannot import (macros). */
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

/* G_TYPE_FROM_INSTANCE is a macro. */
static inline GType gtkkit_type_from_instance(gpointer instance) {
    return G_TYPE_FROM_INSTANCE(instance);
}

/* G_TYPE_CHECK_INSTANCE_TYPE is a macro; GTK_IS_WIDGET and friends expand to it. */
static inline gboolean gtkkit_is_a(gpointer instance, GType type) {
    return instance != NULL && G_TYPE_CHECK_INSTANCE_TYPE(instance, type);
}

/* g_signal_connect is a macro over g_signal_connect_data; this keeps the flags explicit. */
static inline gulong gtkkit_signal_connect(gpointer instance, const char *signal, GCallback handler,
                                          gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

/* g_signal_emit_by_name is variadic; this emits an action signal that takes no arguments. */
static inline void gtkkit_signal_emit_simple(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

/* GTK_WIDGET_CLASS is a macro cast; used when installing class actions on our own GTypes. */
/* Emits a keybinding signal that takes a GtkScrollType ("move-slider"), as its key would:
 * g_signal_emit_by_name is variadic, which Swift cannot call. */
static inline void gtkkit_signal_emit_scroll(gpointer instance, const char *signal, GtkScrollType scroll) {
    g_signal_emit_by_name(instance, signal, scroll);
}

static inline GtkWidgetClass *gtkkit_widget_class(gpointer klass) {
    return GTK_WIDGET_CLASS(klass);
}

/* gtk_accessible_update_property and g_object_set are variadic, which Swift cannot call. */
static inline void gtkkit_accessible_set_string(gpointer accessible, GtkAccessibleProperty property,
                                               const char *value) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(accessible), property, value, -1);
}
static inline void gtkkit_accessible_set_relation(gpointer accessible, GtkAccessibleRelation relation,
                                                 gpointer target) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(accessible), relation, target, NULL, -1);
}
static inline void gtkkit_accessible_set_checked(gpointer accessible, GtkAccessibleTristate checked) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_STATE_CHECKED, checked, -1);
}
/* Takes the checked state away altogether: a widget whose checked state was ever set, even to
 * false, is reported as checkable ("… not checked." after every row, in Orca 48). */
static inline void gtkkit_accessible_reset_checked(gpointer accessible) {
    gtk_accessible_reset_state(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_STATE_CHECKED);
}
static inline void gtkkit_accessible_set_hidden(gpointer accessible, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}
/* A list row's selected state: 1 selected, 0 not (then screen readers say "not selected"), -1
 * none at all, so lists that select nothing never say "not selected". */
static inline void gtkkit_accessible_set_selected(gpointer accessible, int selected) {
    if (selected < 0)
        gtk_accessible_reset_state(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_STATE_SELECTED);
    else
        gtk_accessible_update_state(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_STATE_SELECTED, selected ? TRUE : FALSE, -1);
}
static inline void gtkkit_accessible_set_multi_selectable(gpointer accessible, gboolean multiple) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_MULTI_SELECTABLE, multiple, -1);
}
/* The pressed state a toggle button reports (GTK_ACCESSIBLE_TRISTATE_TRUE or _FALSE). */
static inline void gtkkit_accessible_set_pressed(gpointer accessible, gboolean pressed) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_STATE_PRESSED,
                                pressed ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}
/* The disabled state (a control that cannot be used now). */
static inline void gtkkit_accessible_set_disabled(gpointer accessible, gboolean disabled) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_STATE_DISABLED, disabled, -1);
}
/* The busy state (a spinner or a region still loading). */
static inline void gtkkit_accessible_set_busy(gpointer accessible, gboolean busy) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_STATE_BUSY, busy, -1);
}
/* A heading's level (1 is a page's title). */
static inline void gtkkit_accessible_set_level(gpointer accessible, int level) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(accessible), GTK_ACCESSIBLE_PROPERTY_LEVEL, level, -1);
}
/* The accessible role of a widget whose accessible object is not yet on the bus (GTK keeps the
 * first role it exported: set it before the widget is in a window). */
static inline void gtkkit_widget_set_accessible_role(gpointer widget, GtkAccessibleRole role) {
    g_object_set(widget, "accessible-role", role, NULL);
}
/* A new widget of `type` with the construct-only accessible role `role` (g_object_new is variadic). */
static inline gpointer gtkkit_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return g_object_new(type, "accessible-role", role, NULL);
}
static inline void gtkkit_object_get_string(gpointer object, const char *property, char **value) {
    g_object_get(object, property, value, NULL);
}
static inline void gtkkit_object_set_string(gpointer object, const char *property, const char *value) {
    g_object_set(object, property, value, NULL);
}
static inline void gtkkit_object_set_bool(gpointer object, const char *property, gboolean value) {
    g_object_set(object, property, value, NULL);
}
static inline void gtkkit_object_set_int(gpointer object, const char *property, gint value) {
    g_object_set(object, property, value, NULL);
}
static inline void gtkkit_object_set_double(gpointer object, const char *property, double value) {
    g_object_set(object, property, value, NULL);
}
/* A GdkRGBA-typed property (a text tag's underline-rgba) from components in 0…1. */
static inline void gtkkit_object_set_rgba(gpointer object, const char *property, float red, float green, float blue, float alpha) {
    GdkRGBA rgba = { red, green, blue, alpha };
    g_object_set(object, property, &rgba, NULL);
}
/* The colour a widget's style gives its text: gtk_widget_get_color where the headers have it
 * (GTK 4.10 and later), the style context's on GTK 4.8. */
static inline void gtkkit_widget_get_color(GtkWidget *widget, GdkRGBA *color) {
#if GTK_CHECK_VERSION(4, 10, 0)
    gtk_widget_get_color(widget, color);
#else
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), color);
#endif
}
static inline gint gtkkit_object_get_int(gpointer object, const char *property) {
    gint value = 0;
    g_object_get(object, property, &value, NULL);
    return value;
}
static inline gboolean gtkkit_object_get_bool(gpointer object, const char *property) {
    gboolean value = FALSE;
    g_object_get(object, property, &value, NULL);
    return value;
}

/* A deadline for a Unix signal GLib handles on the main loop (g_unix_signal_add). GLib's own
 * handler only wakes the loop, so a loop stuck in long work never sees SIGTERM and a logout hangs
 * on the app. This puts a handler in front of GLib's that arms alarm(2) for `seconds` and then
 * calls GLib's: unless the loop runs the app's handler first (which calls alarm(0)), SIGALRM ends
 * the process. Both calls are async-signal-safe. Call it after g_unix_signal_add for `signal`. */
struct gtkkit_signal_deadline {
    struct sigaction previous;
    unsigned seconds;
};
/* One entry per signal, kept inside a function: Swift emits a header's functions, not its globals. */
static inline struct gtkkit_signal_deadline *gtkkit_signal_deadlines(void) {
    static struct gtkkit_signal_deadline deadlines[NSIG];
    return deadlines;
}
static inline void gtkkit_deadline_handler(int signal, siginfo_t *info, void *context) {
    alarm(gtkkit_signal_deadlines()[signal].seconds);
    const struct sigaction *previous = &gtkkit_signal_deadlines()[signal].previous;
    if (previous->sa_flags & SA_SIGINFO) {
        if (previous->sa_sigaction != NULL) previous->sa_sigaction(signal, info, context);
    } else if (previous->sa_handler != SIG_DFL && previous->sa_handler != SIG_IGN) {
        previous->sa_handler(signal);
    }
}
static inline int gtkkit_add_signal_deadline(int signal, unsigned seconds) {
    if (signal <= 0 || signal >= NSIG) return -1;
    gtkkit_signal_deadlines()[signal].seconds = seconds;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = gtkkit_deadline_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_RESTART | SA_NOCLDSTOP;
    return sigaction(signal, &action, &gtkkit_signal_deadlines()[signal].previous);
}

/* g_log is variadic: log one preformatted message at CRITICAL (a programming error, as GTK's
 * g_return_if_fail reports them). */
/* A warning: something the user's system lacks (a dictionary, a library), said once. */
static inline void gtkkit_log_warning(const char *domain, const char *message) {
    g_log(domain, G_LOG_LEVEL_WARNING, "%s", message);
}
static inline void gtkkit_log_critical(const char *domain, const char *message) {
    g_log(domain, G_LOG_LEVEL_CRITICAL, "%s", message);
}

/* A debug message (shown with G_MESSAGES_DEBUG=GtkKit): something worth knowing while developing
 * that is not an error, such as a cell relaying a message no controller handles. */
static inline void gtkkit_log_debug(const char *domain, const char *message) {
    g_log(domain, G_LOG_LEVEL_DEBUG, "%s", message);
}

/* GTK's AT-SPI root (the private GtkAtSpiRoot, which GTK keeps on the display as
 * "-gtk-atspi-root" from the first accessible it realizes) and the D-Bus connection it registers
 * the app on, for GtkKit's AccessibilityBusRegistration. GTK has no API for either. The root's
 * instance struct begins with its GObject, its bus address and its connection on every GTK 4
 * release read (4.8.3, 4.18.6, and GTK's main branch in 2026); the caller reads it only on GTK
 * versions in that range, and only from an object whose type is GtkAtSpiRoot. NULL otherwise. */
struct gtkkit_atspi_root_head {
    GObject parent_instance;
    char *bus_address;
    GDBusConnection *connection;
};
static inline gpointer gtkkit_atspi_root(void) {
    GdkDisplay *display = gdk_display_get_default();
    return display != NULL ? g_object_get_data(G_OBJECT(display), "-gtk-atspi-root") : NULL;
}
static inline GDBusConnection *gtkkit_atspi_root_connection(gpointer root) {
    if (root == NULL || g_strcmp0(G_OBJECT_TYPE_NAME(root), "GtkAtSpiRoot") != 0) return NULL;
    GDBusConnection *connection = ((struct gtkkit_atspi_root_head *)root)->connection;
    return G_IS_DBUS_CONNECTION(connection) ? connection : NULL;
}

/* The first argument of a D-Bus message's body, when it is a string ("" otherwise): the interface
 * a org.freedesktop.DBus.Properties call asks about. */
static inline const char *gtkkit_dbus_message_first_string(GDBusMessage *message) {
    GVariant *body = g_dbus_message_get_body(message);
    if (body == NULL || !g_variant_is_of_type(body, G_VARIANT_TYPE_TUPLE) || g_variant_n_children(body) == 0) return "";
    GVariant *first = g_variant_get_child_value(body, 0);
    const char *text = g_variant_is_of_type(first, G_VARIANT_TYPE_STRING) ? g_variant_get_string(first, NULL) : "";
    g_variant_unref(first); /* the string stays valid: it lives in the body, which the message holds */
    return text;
}

/* Calls whose name changed in newer GTK: the newer one where the headers have it (no deprecation
 * warning when building against GTK 4.12 and later, as on Debian 13), GTK 4.8's otherwise. */
static inline void gtkkit_css_provider_load_string(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_css_provider_load_from_string(provider, css);
#else
    gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

/* GTK_ALIGN_BASELINE, renamed GTK_ALIGN_BASELINE_FILL in GTK 4.12 (same value). */
static inline GtkAlign gtkkit_align_baseline(void) {
#if GTK_CHECK_VERSION(4, 12, 0)
    return GTK_ALIGN_BASELINE_FILL;
#else
    return GTK_ALIGN_BASELINE;
#endif
}

/* Decodes a picture from memory (PNG, JPEG, … whatever gdk-pixbuf reads). Its size is known
 * from the header before the pixels are decoded: one over `limit` pixels is decoded at 1 x 1
 * instead (cheap), and its real size reported in `width` and `height` for the caller to refuse. */
typedef struct {
    int width;
    int height;
    gint64 limit;
} GtkKitPictureSize;

static inline void gtkkit_picture_size_prepared(GdkPixbufLoader *loader, int width, int height, gpointer data) {
    GtkKitPictureSize *size = data;
    size->width = width;
    size->height = height;
    if ((gint64)width * height > size->limit) gdk_pixbuf_loader_set_size(loader, 1, 1);
}

static inline GdkPixbuf *gtkkit_pixbuf_from_data(const guchar *bytes, gsize length, GtkKitPictureSize *size,
                                                 GError **error) {
    GdkPixbufLoader *loader = gdk_pixbuf_loader_new();
    g_signal_connect(loader, "size-prepared", G_CALLBACK(gtkkit_picture_size_prepared), size);
    gboolean written = gdk_pixbuf_loader_write(loader, bytes, length, error);
    /* Closed either way: a loader finalised unclosed logs a warning. */
    gboolean closed = gdk_pixbuf_loader_close(loader, written ? error : NULL);
    GdkPixbuf *pixbuf = written && closed ? gdk_pixbuf_loader_get_pixbuf(loader) : NULL;
    if (pixbuf != NULL) g_object_ref(pixbuf);
    g_object_unref(loader);
    return pixbuf;
}

/* Asks for a file to open, modal to `parent`, offering only `filter` (may be NULL; not taken).
 * `done` is called once with the chosen file's path (the callee frees it with g_free) or NULL
 * when the user cancels. GtkFileDialog where the headers have it (GTK 4.10 and later: no
 * deprecation warning on Debian 13); GTK 4.8's GtkFileChooserNative otherwise. Both use the
 * desktop portal's dialog where there is one. */
typedef void (*SegueFileChosen)(char *path, gpointer data);
typedef struct {
    SegueFileChosen done;
    gpointer data;
} SegueFileRequest;

#if GTK_CHECK_VERSION(4, 10, 0)
static inline void gtkkit_file_request_opened(GObject *dialog, GAsyncResult *result, gpointer data) {
    SegueFileRequest *request = data;
    GFile *file = gtk_file_dialog_open_finish(GTK_FILE_DIALOG(dialog), result, NULL);
    char *path = file != NULL ? g_file_get_path(file) : NULL;
    g_clear_object(&file);
    request->done(path, request->data);
    g_free(request);
}
#else
static inline void gtkkit_file_request_answered(GtkNativeDialog *chooser, int response, gpointer data) {
    SegueFileRequest *request = data;
    char *path = NULL;
    if (response == GTK_RESPONSE_ACCEPT) {
        GFile *file = gtk_file_chooser_get_file(GTK_FILE_CHOOSER(chooser));
        path = file != NULL ? g_file_get_path(file) : NULL;
        g_clear_object(&file);
    }
    gtk_native_dialog_destroy(chooser);
    g_object_unref(chooser);
    request->done(path, request->data);
    g_free(request);
}
#endif

static inline void gtkkit_choose_file(GtkWindow *parent, const char *title, const char *accept_label,
                                     GtkFileFilter *filter, SegueFileChosen done, gpointer data) {
    SegueFileRequest *request = g_new(SegueFileRequest, 1);
    request->done = done;
    request->data = data;
#if GTK_CHECK_VERSION(4, 10, 0)
    GtkFileDialog *dialog = gtk_file_dialog_new();
    gtk_file_dialog_set_title(dialog, title);
    gtk_file_dialog_set_accept_label(dialog, accept_label);
    gtk_file_dialog_set_modal(dialog, TRUE);
    if (filter != NULL) {
        GListStore *filters = g_list_store_new(GTK_TYPE_FILE_FILTER);
        g_list_store_append(filters, filter);
        gtk_file_dialog_set_filters(dialog, G_LIST_MODEL(filters));
        gtk_file_dialog_set_default_filter(dialog, filter);
        g_object_unref(filters);
    }
    /* The operation holds the dialog until it calls back. */
    gtk_file_dialog_open(dialog, parent, NULL, gtkkit_file_request_opened, request);
    g_object_unref(dialog);
#else
    GtkFileChooserNative *chooser =
        gtk_file_chooser_native_new(title, parent, GTK_FILE_CHOOSER_ACTION_OPEN, accept_label, NULL);
    if (filter != NULL) {
        gtk_file_chooser_add_filter(GTK_FILE_CHOOSER(chooser), filter);
    }
    gtk_native_dialog_set_modal(GTK_NATIVE_DIALOG(chooser), TRUE);
    g_signal_connect(chooser, "response", G_CALLBACK(gtkkit_file_request_answered), request);
    gtk_native_dialog_show(GTK_NATIVE_DIALOG(chooser));
#endif
}

/* Hooks libdispatch exports for CoreFoundation's run loop: a file descriptor that becomes readable
 * when the main queue has work, and the call that drains it. GtkKit watches the fd from GLib's main
 * loop so Swift's main actor runs while g_application_run owns the loop (see GTK-NOTES.md). */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);


/* GTK 4's own translation of "default:LTR", read with libc's dgettext: GLib's g_dgettext gives
   none when the app set a text domain that has no catalogue for the user's language, and GTK then
   lays every window out left to right (PlatformRepair.directionWithoutAppCatalogue). */
static inline const char *gtkkit_gtk_catalogue_direction(void) {
    return dgettext("gtk40", "default:LTR");
}

/* The type name of the backend a GSettings object writes to ("DConfSettingsBackend",
   "GMemorySettingsBackend", "GKeyfileSettingsBackend"): a static string, or "" without one. */
static inline const char *gtkkit_settings_backend_name(GSettings *settings) {
    GSettingsBackend *backend = NULL;
    g_object_get(settings, "backend", &backend, NULL);
    const char *name = backend != NULL ? G_OBJECT_TYPE_NAME(backend) : "";
    if (backend != NULL) {
        g_object_unref(backend);
    }
    return name;
}

#endif
