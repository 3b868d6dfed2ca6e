/* Figure 5a's context: the image pipeline's duties written in C, to show what they cost over the baseline
 * (images_c.c), which only fetches and decodes. As ImagePipeline and a grid on the main thread do it:
 *  - libcurl multi on its own thread (at most 6 connections to the host, reused), as HTTPClient's engine;
 *  - each body checked (JPEG or PNG signature, end marker near the end) and decoded on a pool of one thread
 *    per CPU as the pipeline does: JPEGs by its own decoder (Sources/CGtkShim/jpeg_texture.c, compiled in),
 *    the rest by gdk_texture_new_from_bytes;
 *  - the body kept under its SHA-256 file name until the batch ends, as the disk cache keeps the writes
 *    that wait for the pipeline to be idle (the files are not written: neither side measures it);
 *  - the texture put in a memory cache (a hash table under a mutex) and handed to the main thread's loop,
 *    which holds it, as a grid holds what it shows.
 * Prints the same JSON object as images_c.
 *
 *     images_twin_c BASE FIRST COUNT SIZE      (URLs: BASE SIZE/poster-INDEX.jpg)
 */
#include "images_common.h"
#include <curl/curl.h>
#include <gtk/gtk.h>
#include <string.h>

#include "../../Sources/CGtkShim/jpeg_texture.c"

typedef struct {
    char *url;
    GByteArray *body;
} Transfer;

typedef struct {
    CURLM *multi;
    Transfer *transfers;
    GThreadPool *pool;
    GMutex lock;
    GHashTable *waiting_writes; /* cache file name -> GBytes */
    GHashTable *memory;         /* URL -> GdkTexture */
    GPtrArray *shown;           /* main thread only */
    int remaining;              /* main thread only */
    int loaded;                 /* main thread only */
    GMainLoop *loop;
} Batch;

typedef struct {
    Batch *batch;
    GdkTexture *texture;
} Delivery;

static Batch batch;

static size_t on_body(char *data, size_t size, size_t count, void *user_data) {
    Transfer *transfer = user_data;
    g_byte_array_append(transfer->body, (const guint8 *)data, (guint)(size * count));
    return size * count;
}

static gboolean has_tail(const guint8 *data, gsize size, const guint8 *marker, gsize length) {
    gsize from = size > 1024 ? size - 1024 : 0;
    for (gsize start = size - length + 1; start-- > from;) {
        if (memcmp(data + start, marker, length) == 0) return TRUE;
    }
    return FALSE;
}

/* The pipeline's cheap check before decoding: a JPEG or PNG that is not cut short. */
static gboolean looks_complete(GBytes *bytes) {
    gsize size;
    const guint8 *data = g_bytes_get_data(bytes, &size);
    static const guint8 png[] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    static const guint8 iend[] = {'I', 'E', 'N', 'D'};
    static const guint8 eoi[] = {0xFF, 0xD9};
    if (size >= 24 && memcmp(data, png, sizeof png) == 0) return has_tail(data, size, iend, sizeof iend);
    if (size >= 4 && data[0] == 0xFF && data[1] == 0xD8) return has_tail(data, size, eoi, sizeof eoi);
    return FALSE;
}

static gboolean deliver(gpointer data) {
    Delivery *delivery = data;
    if (delivery->texture != NULL) {
        g_ptr_array_add(delivery->batch->shown, delivery->texture);
        delivery->batch->loaded++;
    }
    if (--delivery->batch->remaining == 0) g_main_loop_quit(delivery->batch->loop);
    g_free(delivery);
    return G_SOURCE_REMOVE;
}

static void decode(gpointer data, gpointer user_data) {
    Batch *batch = user_data;
    Transfer *transfer = data;
    GBytes *body = g_byte_array_free_to_bytes(transfer->body);
    transfer->body = NULL;
    Delivery *delivery = g_new0(Delivery, 1);
    delivery->batch = batch;
    if (looks_complete(body)) {
        gsize size;
        const guint8 *bytes = g_bytes_get_data(body, &size);
        gboolean handled = FALSE;
        GError *error = NULL;
        if (size >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF) {
            delivery->texture = popcorn_texture_new_from_jpeg(bytes, size, &handled, &error);
        }
        if (!handled) delivery->texture = gdk_texture_new_from_bytes(body, &error);
        g_clear_error(&error);
    }
    if (delivery->texture != NULL) {
        char *name = g_compute_checksum_for_string(G_CHECKSUM_SHA256, transfer->url, -1);
        g_mutex_lock(&batch->lock);
        g_hash_table_replace(batch->waiting_writes, name, g_bytes_ref(body));
        g_hash_table_replace(batch->memory, g_strdup(transfer->url), g_object_ref(delivery->texture));
        g_mutex_unlock(&batch->lock);
    }
    g_bytes_unref(body);
    g_main_context_invoke(NULL, deliver, delivery);
}

static gpointer run_transfers(gpointer data) {
    Batch *batch = data;
    int running = 1;
    while (running) {
        curl_multi_perform(batch->multi, &running);
        CURLMsg *message;
        int left;
        int finished = 0;
        while ((message = curl_multi_info_read(batch->multi, &left)) != NULL) {
            if (message->msg != CURLMSG_DONE) continue;
            Transfer *transfer;
            curl_easy_getinfo(message->easy_handle, CURLINFO_PRIVATE, (char **)&transfer);
            if (message->data.result == CURLE_OK) {
                g_thread_pool_push(batch->pool, transfer, NULL);
            } else {
                g_byte_array_unref(transfer->body);
                transfer->body = NULL;
                Delivery *delivery = g_new0(Delivery, 1);
                delivery->batch = batch;
                g_main_context_invoke(NULL, deliver, delivery);
            }
            curl_multi_remove_handle(batch->multi, message->easy_handle);
            curl_easy_cleanup(message->easy_handle);
            finished++;
        }
        if (running && finished == 0) curl_multi_poll(batch->multi, NULL, 0, 1000, NULL);
    }
    return NULL;
}

int main(int argc, char **argv) {
    ImagesArguments arguments = images_arguments(argc, argv, "images_twin_c");
    int count = arguments.count;
    curl_global_init(CURL_GLOBAL_DEFAULT);
    g_mutex_init(&batch.lock);
    batch.remaining = count;
    batch.waiting_writes = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, (GDestroyNotify)g_bytes_unref);
    batch.memory = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_object_unref);
    batch.shown = g_ptr_array_new_with_free_func(g_object_unref);
    batch.loop = g_main_loop_new(NULL, FALSE);
    batch.pool = g_thread_pool_new(decode, &batch, (gint)g_get_num_processors(), FALSE, NULL);
    batch.multi = curl_multi_init();
    curl_multi_setopt(batch.multi, CURLMOPT_MAX_HOST_CONNECTIONS, 6L);
    curl_multi_setopt(batch.multi, CURLMOPT_MAX_TOTAL_CONNECTIONS, 6L);
    batch.transfers = g_new0(Transfer, count);

    gint64 start = images_clock_ns(CLOCK_MONOTONIC);
    gint64 cpu_start = images_clock_ns(CLOCK_PROCESS_CPUTIME_ID);
    for (int index = 0; index < count; index++) {
        Transfer *transfer = &batch.transfers[index];
        transfer->url = g_strdup_printf("%s%s/poster-%d.jpg", arguments.base, arguments.size,
                                        arguments.first + index);
        transfer->body = g_byte_array_new();
        CURL *easy = curl_easy_init();
        curl_easy_setopt(easy, CURLOPT_URL, transfer->url);
        curl_easy_setopt(easy, CURLOPT_WRITEFUNCTION, on_body);
        curl_easy_setopt(easy, CURLOPT_WRITEDATA, transfer);
        curl_easy_setopt(easy, CURLOPT_PRIVATE, transfer);
        curl_easy_setopt(easy, CURLOPT_FAILONERROR, 1L);
        curl_multi_add_handle(batch.multi, easy);
    }
    /* Owned before any texture is decoded, so every delivery runs in the loop on this thread. */
    g_main_context_acquire(g_main_context_default());
    GThread *transfers = g_thread_new("transfers", run_transfers, &batch);
    if (count > 0) g_main_loop_run(batch.loop);
    g_main_context_release(g_main_context_default());
    gint64 elapsed = images_clock_ns(CLOCK_MONOTONIC) - start;
    gint64 cpu = images_clock_ns(CLOCK_PROCESS_CPUTIME_ID) - cpu_start;

    images_print_result(start, elapsed, cpu, batch.loaded);
    g_thread_join(transfers);
    g_thread_pool_free(batch.pool, FALSE, TRUE);
    g_ptr_array_unref(batch.shown);
    g_hash_table_unref(batch.memory);
    g_hash_table_unref(batch.waiting_writes);
    for (int index = 0; index < count; index++) g_free(batch.transfers[index].url);
    g_free(batch.transfers);
    curl_multi_cleanup(batch.multi);
    g_main_loop_unref(batch.loop);
    curl_global_cleanup();
    return 0;
}
