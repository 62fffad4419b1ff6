#ifndef GTKKIT_CGIO_SHIM_H
#define GTKKIT_CGIO_SHIM_H
/* GIO's D-Bus client, for GtkKitTesting's reading of the accessibility bus (no GTK). */
#include <gio/gio.h>
#endif
