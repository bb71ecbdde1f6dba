#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "label_printer.h"
#include "shipping_label.h"

/* Zebra printers at 203 dpi: 8 dots per millimetre, 4x6 inch labels. */
#define DOTS_PER_MM 8
#define LABEL_WIDTH_DOTS (102 * DOTS_PER_MM)
#define LABEL_HEIGHT_DOTS (152 * DOTS_PER_MM)

static int write_all(int fd, const char *buf, size_t len)
{
    while (len > 0) {
        ssize_t written = write(fd, buf, len);
        if (written < 0) {
            if (errno == EINTR) {
                continue;
            }
            return -1;
        }
        buf += written;
        len -= (size_t)written;
    }
    return 0;
}

static int zpl_text(char *out, size_t size, int x, int y, int height, const char *text)
{
    return snprintf(out, size, "^FO%d,%d^A0N,%d,%d^FD%s^FS\n", x, y, height, height, text);
}

static int zpl_barcode(char *out, size_t size, int x, int y, const char *data)
{
    return snprintf(out, size, "^FO%d,%d^BY3^BCN,120,Y,N,N^FD%s^FS\n", x, y, data);
}

int printer_open(const char *device_path)
{
    int fd = open(device_path, O_WRONLY | O_NOCTTY);
    if (fd < 0) {
        fprintf(stderr, "cannot open printer %s: %s\n", device_path, strerror(errno));
    }
    return fd;
}

int printer_print_label(int fd, const shipping_label_t *label)
{
    char zpl[2048];
    int used = 0;

    used += snprintf(zpl + used, sizeof(zpl) - used, "^XA^PW%d^LL%d\n", LABEL_WIDTH_DOTS, LABEL_HEIGHT_DOTS);
    used += zpl_text(zpl + used, sizeof(zpl) - used, 40, 40, 40, label->to_name);
    used += zpl_text(zpl + used, sizeof(zpl) - used, 40, 90, 30, label->to_line1);
    used += zpl_text(zpl + used, sizeof(zpl) - used, 40, 130, 30, label->to_line2);
    used += zpl_text(zpl + used, sizeof(zpl) - used, 40, 170, 30, label->to_city);
    used += zpl_text(zpl + used, sizeof(zpl) - used, 40, 210, 50, label->to_postcode);
    used += zpl_barcode(zpl + used, sizeof(zpl) - used, 40, 320, label->tracking_number);
    used += snprintf(zpl + used, sizeof(zpl) - used, "^XZ\n");

    if (write_all(fd, zpl, (size_t)used) != 0) {
        fprintf(stderr, "label %s: write failed: %s\n", label->order_number, strerror(errno));
        return -1;
    }
    return 0;
}

void printer_close(int fd)
{
    if (fd >= 0) {
        close(fd);
    }
}
