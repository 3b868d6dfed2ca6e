/* JPEG bytes → GdkTexture with libjpeg, as GTK 4.8's own loader (gdk/loaders/gdkjpeg.c) decodes them, minus
 * its two costs for a grid of posters: the copy of the bytes into a GBytes and a page fault for every 4 KiB of
 * pixels. See CGtkShim.h. */
#include "CGtkShim.h"

#include <stdio.h> /* jpeglib.h needs FILE */
#include <jpeglib.h>
#include <setjmp.h>
#include <sys/mman.h>
#include <unistd.h>

typedef struct {
    struct jpeg_error_mgr manager;
    sigjmp_buf jump;
    GError **error;
} JpegErrors;

static void jpeg_fail(j_common_ptr info) {
    JpegErrors *errors = (JpegErrors *)info->err;
    char message[JMSG_LENGTH_MAX];
    info->err->format_message(info, message);
    g_set_error(errors->error, GDK_TEXTURE_ERROR, GDK_TEXTURE_ERROR_CORRUPT_IMAGE,
                "Error interpreting JPEG image file (%s)", message);
    siglongjmp(errors->jump, 1);
}

/* Warnings (e.g. corrupt data that libjpeg skips) are not printed, as in GTK's loader. */
static void jpeg_quiet(j_common_ptr info) {
    (void)info;
}

/* Faults in the whole pages of [start, start + length) at once. Kernels before Linux 5.14 refuse the advice;
 * the pages then fault in one at a time as they are written, as they would without it. */
static void prefault(void *start, gsize length) {
#ifdef MADV_POPULATE_WRITE
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    uintptr_t first = ((uintptr_t)start + page - 1) & ~(page - 1);
    uintptr_t end = ((uintptr_t)start + length) & ~(page - 1);
    if (end > first) (void)madvise((void *)first, end - first, MADV_POPULATE_WRITE);
#else
    (void)start;
    (void)length;
#endif
}

GdkTexture *popcorn_texture_new_from_jpeg(const guint8 *data, gsize length, gboolean *handled, GError **error) {
    struct jpeg_decompress_struct info;
    JpegErrors errors;
    guchar *volatile pixels = NULL;

    *handled = TRUE;
    info.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = jpeg_fail;
    errors.manager.output_message = jpeg_quiet;
    errors.error = error;
    if (sigsetjmp(errors.jump, 0)) {
        g_free(pixels);
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    jpeg_create_decompress(&info);
    info.mem->max_memory_to_use = 1024 * 1024 * 1024;
    jpeg_mem_src(&info, data, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    if (info.jpeg_color_space != JCS_YCbCr && info.jpeg_color_space != JCS_RGB &&
        info.jpeg_color_space != JCS_GRAYSCALE) {
        *handled = FALSE;
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    /* GTK expands grayscale to R = G = B itself; libjpeg's conversion gives the same bytes. */
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);

    guint width = info.output_width, height = info.output_height;
    gsize stride = (gsize)width * 3;
    pixels = g_try_malloc_n(stride, height);
    if (pixels == NULL) {
        g_set_error(error, GDK_TEXTURE_ERROR, GDK_TEXTURE_ERROR_TOO_LARGE,
                    "Not enough memory for image size %ux%u", width, height);
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    prefault(pixels, stride * height);
    while (info.output_scanline < height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);

    GBytes *bytes = g_bytes_new_take(pixels, stride * height);
    GdkTexture *texture = gdk_memory_texture_new((int)width, (int)height, GDK_MEMORY_R8G8B8, bytes, stride);
    g_bytes_unref(bytes);
    return texture;
}
