#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
/* ... existing code ... */

    if (connect(fd, (struct sockaddr *)&addr, sizeof(addr)) < 0) {
        fprintf(stderr, "zpl_send: connect to %s failed: %s\n", host, strerror(errno));
        close(fd);
        return -1;
    }
/* ... existing code ... */
        n = send(fd, buf + sent, chunk, 0);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            fprintf(stderr, "zpl_send: send failed after %zu bytes: %s\n", sent, strerror(errno));
            return -1;
        }
/* ... existing code ... */
