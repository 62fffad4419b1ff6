/* The per-row baseline for tables at any size: a window titled "List" with a boxed GtkListBox of
 * N rows (argv[1]), every row built up front, as a plain C GTK 4 program builds a list. */
#include <gtk/gtk.h>
#include <stdlib.h>

static int rows = 10000;

static void activate(GtkApplication *app, gpointer user_data) {
    (void)user_data;
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "List");
    gtk_window_set_default_size(GTK_WINDOW(window), 480, 640);
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
    GtkWidget *scroller = gtk_scrolled_window_new();
    GtkWidget *list = gtk_list_box_new();
    gtk_widget_add_css_class(list, "boxed-list");
    for (int i = 0; i < rows; i++) {
        char text[64];
        g_snprintf(text, sizeof text, "Task %d: generated for the benchmark", i + 1);
        GtkWidget *label = gtk_label_new(text);
        gtk_label_set_xalign(GTK_LABEL(label), 0);
        gtk_list_box_append(GTK_LIST_BOX(list), label);
    }
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), list);
    gtk_window_set_child(GTK_WINDOW(window), scroller);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    if (argc > 1) rows = atoi(argv[1]);
    GtkApplication *app = gtk_application_new("io.github.segue.BenchList", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    char *args[] = {argv[0], NULL};
    int status = g_application_run(G_APPLICATION(app), 1, args);
    g_object_unref(app);
    return status;
}
