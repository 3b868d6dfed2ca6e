/* JPEG bytes → GdkTexture with libjpeg, as GTK 4.8's own loader (gdk/loaders/gdkjpeg.c) decodes them, minus
 * its two costs for a grid of posters: the copy of the bytes into a GBytes and a page fault for every 4 KiB of
 * pixels; optionally scaled down while decoding (libjpeg's DCT scaling, then bilinear). See CGtkShim.h. */
#include "CGtkShim.h"

#include <stdio.h> /* jpeglib.h needs FILE */
#include <jpeglib.h>
#include <setjmp.h>
#include <string.h>
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

/* The largest DCT scaling of libjpeg (1/8, 1/4 or 1/2: its fast reduced inverse DCTs) whose output still
 * covers target_width × target_height; 1 when there is no target. */
static unsigned int dct_denominator(unsigned int width, unsigned int height, int target_width, int target_height) {
    if (target_width <= 0 || target_height <= 0) return 1;
    for (unsigned int denominator = 8; denominator > 1; denominator /= 2) {
        if ((width + denominator - 1) / denominator >= (unsigned int)target_width &&
            (height + denominator - 1) / denominator >= (unsigned int)target_height) {
            return denominator;
        }
    }
    return 1;
}

/* Where output pixel i of `target` samples a line of `source` pixels, as a bilinear filter with pixel
 * centres aligned (cairo's and pixman's mapping): the first source pixel and the second one's weight in
 * 1/256. */
static void bilinear_tap(int i, unsigned int source, unsigned int target, unsigned int *first, unsigned int *weight) {
    double position = ((double)i + 0.5) * (double)source / (double)target - 0.5;
    if (position < 0) position = 0;
    unsigned int index = (unsigned int)position;
    if (index >= source - 1) {
        *first = source - 1;
        *weight = 0;
        return;
    }
    *first = index;
    *weight = (unsigned int)((position - (double)index) * 256.0 + 0.5);
}

/* Eight 16-bit lanes, eight bytes: the blend in SIMD registers on any architecture (GCC and Clang vectors). */
typedef guint16 Lanes __attribute__((vector_size(16)));
typedef guchar Bytes __attribute__((vector_size(8)));

/* Two decoded RGB lines blended, the lower one weighing `weight`/256: 255 × 256 fits 16 bits, so eight
 * values at a time. */
static void blend_lines(const guchar *restrict upper, const guchar *restrict lower, guint weight, guint count,
                        guchar *restrict out) {
    Lanes down = (Lanes){0} + (guint16)weight, up = (Lanes){0} + (guint16)(256 - weight);
    guint i = 0;
    for (; i + 8 <= count; i += 8) {
        Bytes first, second;
        memcpy(&first, upper + i, sizeof first);
        memcpy(&second, lower + i, sizeof second);
        Lanes sum = __builtin_convertvector(first, Lanes) * up + __builtin_convertvector(second, Lanes) * down;
        Bytes result = __builtin_convertvector((sum + 128) >> 8, Bytes);
        memcpy(out + i, &result, sizeof result);
    }
    for (; i < count; i++) out[i] = (guchar)((upper[i] * (256 - weight) + lower[i] * weight + 128) >> 8);
}

/* A blended line filtered across into `width` RGB pixels: pixel x blends the pixels at byte offsets `left[x]`
 * and `right[x]`, the second weighing `weights[x]`/256. */
static void filter_across(const guchar *restrict line, const guint *restrict left, const guint *restrict right,
                          const guint16 *restrict weights, guint width, guchar *restrict out) {
    for (guint x = 0; x < width; x++) {
        const guchar *first = line + left[x], *second = line + right[x];
        guint weight = weights[x], rest = 256 - weight;
        out[3 * x] = (guchar)((first[0] * rest + second[0] * weight + 128) >> 8);
        out[3 * x + 1] = (guchar)((first[1] * rest + second[1] * weight + 128) >> 8);
        out[3 * x + 2] = (guchar)((first[2] * rest + second[2] * weight + 128) >> 8);
    }
}

GdkTexture *popcorn_texture_new_from_jpeg_scaled(const guint8 *data, gsize length, int target_width,
                                                 int target_height, guint *source_width, guint *source_height,
                                                 gboolean *handled, GError **error) {
    struct jpeg_decompress_struct info;
    JpegErrors errors;
    guchar *volatile pixels = NULL;
    guchar *volatile lines = NULL;
    guint *volatile taps = NULL;
    guchar *volatile filtered = NULL;
    guint16 *volatile tap_weights = NULL;

    *handled = TRUE;
    info.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = jpeg_fail;
    errors.manager.output_message = jpeg_quiet;
    errors.error = error;
    if (sigsetjmp(errors.jump, 0)) {
        g_free(pixels);
        g_free(lines);
        g_free(taps);
        g_free(filtered);
        g_free(tap_weights);
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
    if (source_width != NULL) *source_width = info.image_width;
    if (source_height != NULL) *source_height = info.image_height;
    /* GTK expands grayscale to R = G = B itself; libjpeg's conversion gives the same bytes. */
    info.out_color_space = JCS_RGB;
    gboolean scales = target_width > 0 && target_height > 0 &&
                      ((guint)target_width < info.image_width || (guint)target_height < info.image_height);
    if (scales) {
        info.scale_num = 1;
        info.scale_denom = dct_denominator(info.image_width, info.image_height, target_width, target_height);
    }
    jpeg_start_decompress(&info);

    guint decoded_width = info.output_width, decoded_height = info.output_height;
    guint width = scales ? (guint)target_width : decoded_width;
    guint height = scales ? (guint)target_height : decoded_height;
    gsize stride = (gsize)width * 3;
    pixels = g_try_malloc_n(stride, height);
    if (pixels == NULL) {
        g_set_error(error, GDK_TEXTURE_ERROR, GDK_TEXTURE_ERROR_TOO_LARGE,
                    "Not enough memory for image size %ux%u", width, height);
        jpeg_destroy_decompress(&info);
        return NULL;
    }
    prefault(pixels, stride * height);
    if (!scales || (width == decoded_width && height == decoded_height)) {
        while (info.output_scanline < height) {
            JSAMPROW row = pixels + stride * info.output_scanline;
            jpeg_read_scanlines(&info, &row, 1);
        }
        jpeg_finish_decompress(&info);
    } else {
        /* Bilinear and separable: each output line blends the two decoded lines it samples — the last two
         * read, because the first of them never goes back as the output goes down — then is filtered
         * across. */
        gsize line_bytes = (gsize)decoded_width * 3;
        /* Two lines starting 1 byte past a 16-byte boundary: libjpeg-turbo's SIMD colour conversion writes
         * 16-byte-aligned lines with non-temporal stores, which bypass the cache the filter reads them from
         * (twice the filter's time, measured). */
        gsize line_stride = ((line_bytes + 15) & ~(gsize)15) + 16;
        lines = g_malloc(line_stride * 2 + 16);
        guchar *decoded = (guchar *)(((guintptr)lines + 15) & ~(guintptr)15) + 1;
        guchar *blended = g_malloc(line_bytes);
        filtered = blended;
        guint *offsets = g_malloc_n(width, 2 * sizeof(guint)), *left = offsets, *right = offsets + width;
        taps = offsets;
        guint16 *weights = g_malloc_n(width, sizeof(guint16));
        tap_weights = weights;
        for (guint x = 0; x < width; x++) {
            guint first, weight;
            bilinear_tap((int)x, decoded_width, width, &first, &weight);
            left[x] = first * 3;
            right[x] = (weight > 0 ? first + 1 : first) * 3;
            weights[x] = (guint16)weight;
        }
        for (guint y = 0; y < height; y++) {
            guint top, weight;
            bilinear_tap((int)y, decoded_height, height, &top, &weight);
            guint bottom = weight > 0 ? top + 1 : top;
            while (info.output_scanline <= bottom) {
                JSAMPROW row = decoded + line_stride * (info.output_scanline % 2);
                jpeg_read_scanlines(&info, &row, 1);
            }
            blend_lines(decoded + line_stride * (top % 2), decoded + line_stride * (bottom % 2), weight,
                        (guint)line_bytes, blended);
            filter_across(blended, left, right, weights, width, pixels + stride * y);
        }
        g_free(tap_weights);
        tap_weights = NULL;
        g_free(filtered);
        filtered = NULL;
        g_free(lines);
        lines = NULL;
        g_free(taps);
        taps = NULL;
        /* Lines after the last one sampled are not needed. */
        if (info.output_scanline < info.output_height) {
            jpeg_abort_decompress(&info);
        } else {
            jpeg_finish_decompress(&info);
        }
    }
    jpeg_destroy_decompress(&info);

    GBytes *bytes = g_bytes_new_take(pixels, stride * height);
    GdkTexture *texture = gdk_memory_texture_new((int)width, (int)height, GDK_MEMORY_R8G8B8, bytes, stride);
    g_bytes_unref(bytes);
    return texture;
}

GdkTexture *popcorn_texture_new_from_jpeg(const guint8 *data, gsize length, gboolean *handled, GError **error) {
    return popcorn_texture_new_from_jpeg_scaled(data, length, 0, 0, NULL, NULL, handled, error);
}
