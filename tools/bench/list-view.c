/* GTK's recycling list for comparison with tables at any size: a window titled "List" with a
 * GtkListView of N rows (argv[1]) of a GtkStringList, built by a factory only for the rows in
 * view, as GTK 4 itself windows a list. */
#include <gtk/gtk.h>
#include <stdlib.h>

static int rows = 10000;

static void setup(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data) {
    (void)factory;
    (void)user_data;
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_list_item_set_child(item, label);
}

static void bind(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer user_data) {
    (void)factory;
    (void)user_data;
    GtkStringObject *string = gtk_list_item_get_item(item);
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), gtk_string_object_get_string(string));
}

static void activate(GtkApplication *app, gpointer user_data) {
    (void)user_data;
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "List");
    gtk_window_set_default_size(GTK_WINDOW(window), 480, 640);
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
    GtkStringList *strings = gtk_string_list_new(NULL);
    for (int i = 0; i < rows; i++) {
        char text[64];
        g_snprintf(text, sizeof text, "Task %d: generated for the benchmark", i + 1);
        gtk_string_list_append(strings, text);
    }
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
    g_signal_connect(factory, "setup", G_CALLBACK(setup), NULL);
    g_signal_connect(factory, "bind", G_CALLBACK(bind), NULL);
    GtkWidget *list = gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(strings))), factory);
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), list);
    gtk_window_set_child(GTK_WINDOW(window), scroller);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    if (argc > 1) rows = atoi(argv[1]);
    GtkApplication *app = gtk_application_new("io.github.segue.BenchListView", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    char *args[] = {argv[0], NULL};
    int status = g_application_run(G_APPLICATION(app), 1, args);
    g_object_unref(app);
    return status;
}
