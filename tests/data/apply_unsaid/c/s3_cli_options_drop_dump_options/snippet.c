static void print_usage(const char *prog)
{
    fprintf(stderr,
            "usage: %s [-v] [-p port] [-o file] [-t threads] input...\n"
            "  -v          verbose output\n"
            "  -p port     listen port (default 8080)\n"
            "  -o file     write results to file\n"
            "  -t threads  worker threads (default 4)\n",
            prog);
}

int parse_args(int argc, char **argv, struct options *opts)
{
    // ... existing code ...
