/* The benchmark's baseline: the smallest GTK 4 application that shows what Segue's first screen
 * shows — a header bar and a boxed list — with 13 rows, in C with no Swift runtime. */
#include <gtk/gtk.h>

static void activate(GtkApplication *app, gpointer user_data) {
    (void)user_data;
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Bare");
    gtk_window_set_default_size(GTK_WINDOW(window), 480, 640);
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
    GtkWidget *scroller = gtk_scrolled_window_new();
    GtkWidget *list = gtk_list_box_new();
    gtk_widget_add_css_class(list, "boxed-list");
    for (int i = 0; i < 13; i++) {
        char text[32];
        g_snprintf(text, sizeof text, "Row %d", i + 1);
        GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
        GtkWidget *label = gtk_label_new(text);
        gtk_widget_set_hexpand(label, TRUE);
        gtk_box_append(GTK_BOX(box), label);
        gtk_box_append(GTK_BOX(box), gtk_button_new_from_icon_name("help-about-symbolic"));
        gtk_list_box_append(GTK_LIST_BOX(list), box);
    }
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), list);
    gtk_window_set_child(GTK_WINDOW(window), scroller);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new("io.github.segue.BenchBaseline", G_APPLICATION_DEFAULT_FLAGS);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
