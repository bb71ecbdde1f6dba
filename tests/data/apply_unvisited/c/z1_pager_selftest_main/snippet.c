/* ... existing code ... */

void pager_close(struct pager_conn *conn)
{
    if (conn == NULL)
        return;
    close(conn->fd);
    free(conn);
}

#ifdef PAGER_SELFTEST
/* cc -DPAGER_SELFTEST pager.c -o pager-selftest && ./pager-selftest localhost 7070 4411 */
int main(int argc, char **argv)
{
    struct pager_conn *conn;
    char msg_id[64];

    if (argc != 4) {
        fprintf(stderr, "usage: %s HOST PORT PAGER-ID\n", argv[0]);
        return 2;
    }
    conn = pager_open(argv[1], (unsigned short)atoi(argv[2]));
    if (conn == NULL) {
        perror("pager_open");
        return 1;
    }
    if (pager_send(conn, argv[3], 3, "TEST page from outpatient clinic, please ignore",
                   msg_id, sizeof(msg_id)) != 0) {
        perror("pager_send");
        pager_close(conn);
        return 1;
    }
    printf("sent, gateway id %s\n", msg_id);
    pager_close(conn);
    return 0;
}
#endif /* PAGER_SELFTEST */
