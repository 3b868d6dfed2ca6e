/* The baseline of figure 5: the physical limit of the image pipeline on this machine. Fetches COUNT
 * images from a loopback server with libcurl's multi interface (at most 6 connections to the host, reused)
 * and decodes each body with the decoder the app uses, gdk_texture_new_from_bytes, on a pool of one thread
 * per CPU while the other transfers go on. The textures are kept until the end, as the app keeps them to
 * show them. Prints images_common.h's JSON object: the batch's window and length (first request to last
 * texture), the CPU time spent in it and how many images decoded.
 *
 *     images_c BASE FIRST COUNT SIZE      (URLs: BASE SIZE/poster-INDEX.jpg)
 */
#include "images_common.h"
#include <curl/curl.h>
#include <gtk/gtk.h>

typedef struct {
    GByteArray *body;
    GdkTexture *texture;
} Transfer;

static gint decoded = 0;

static size_t on_body(char *data, size_t size, size_t count, void *user_data) {
    Transfer *transfer = user_data;
    g_byte_array_append(transfer->body, (const guint8 *)data, (guint)(size * count));
    return size * count;
}

static void decode(gpointer data, gpointer user_data) {
    (void)user_data;
    Transfer *transfer = data;
    GBytes *bytes = g_byte_array_free_to_bytes(transfer->body);
    transfer->body = NULL;
    GError *error = NULL;
    transfer->texture = gdk_texture_new_from_bytes(bytes, &error);
    if (transfer->texture != NULL) {
        g_atomic_int_inc(&decoded);
    } else {
        g_clear_error(&error);
    }
    g_bytes_unref(bytes);
}

int main(int argc, char **argv) {
    ImagesArguments arguments = images_arguments(argc, argv, "images_c");
    int count = arguments.count;
    curl_global_init(CURL_GLOBAL_DEFAULT);
    GThreadPool *pool = g_thread_pool_new(decode, NULL, (gint)g_get_num_processors(), FALSE, NULL);
    CURLM *multi = curl_multi_init();
    curl_multi_setopt(multi, CURLMOPT_MAX_HOST_CONNECTIONS, 6L);
    curl_multi_setopt(multi, CURLMOPT_MAX_TOTAL_CONNECTIONS, 6L);
    Transfer *transfers = g_new0(Transfer, count);

    gint64 start = images_clock_ns(CLOCK_MONOTONIC);
    gint64 cpu_start = images_clock_ns(CLOCK_PROCESS_CPUTIME_ID);
    for (int index = 0; index < count; index++) {
        char *url = g_strdup_printf("%s%s/poster-%d.jpg", arguments.base, arguments.size,
                                    arguments.first + index);
        CURL *easy = curl_easy_init();
        transfers[index].body = g_byte_array_new();
        curl_easy_setopt(easy, CURLOPT_URL, url);
        curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, on_body);
        curl_easy_setopt(easy, CURLOPT_WRITEDATA, &transfers[index]);
        curl_easy_setopt(easy, CURLOPT_PRIVATE, &transfers[index]);
        curl_easy_setopt(easy, CURLOPT_FAILONERROR, 1L);
        curl_multi_add_handle(multi, easy);
        g_free(url);
    }
    int running = 1;
    while (running) {
        curl_multi_perform(multi, &running);
        CURLMsg *message;
        int left;
        int finished = 0;
        while ((message = curl_multi_info_read(multi, &left)) != NULL) {
            if (message->msg != CURLMSG_DONE) continue;
            Transfer *transfer;
            curl_easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, (char **)&transfer);
            if (message->data.result == CURLE_OK) {
                g_thread_pool_push(pool, transfer, NULL);
            } else {
                g_byte_array_unref(transfer->body);
                transfer->body = NULL;
            }
            curl_multi_remove_handle(multi, message->easy_handle);
            curl_easy_cleanup(message->easy_handle);
            finished++;
        }
        /* A finished transfer frees a connection for a queued one, which starts in the next perform: polling
         * first would wait for other sockets (up to the timeout when none is active). */
        if (running && finished == 0) curl_multi_poll(multi, NULL, 0, 1000, NULL);
    }
    g_thread_pool_free(pool, FALSE, TRUE);
    gint64 elapsed = images_clock_ns(CLOCK_MONOTONIC) - start;
    gint64 cpu = images_clock_ns(CLOCK_PROCESS_CPUTIME_ID) - cpu_start;

    images_print_result(start, elapsed, cpu, g_atomic_int_get(&decoded));
    for (int index = 0; index < count; index++) {
        g_clear_object(&transfers[index].texture);
    }
    curl_multi_cleanup(multi);
    g_free(transfers);
    curl_global_cleanup();
    return 0;
}
