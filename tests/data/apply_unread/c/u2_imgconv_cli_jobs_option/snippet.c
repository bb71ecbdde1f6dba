struct options {
    // ... existing fields ...
    int quality;
    int jobs;
};

// ...

static int parse_args(int argc, char **argv, struct options *opts)
{
    int c;

    // ... existing defaults ...
    opts->quality = 85;
    opts->jobs = 1;

    while ((c = getopt_long(argc, argv, "hvqo:Q:j:", long_options, NULL)) != -1) {
        switch (c) {
        // ... existing cases ...
        case 'j':
            opts->jobs = atoi(optarg);
            if (opts->jobs < 1) {
                fprintf(stderr, "invalid job count: %s\n", optarg);
                return -1;
            }
            break;
        default:
            usage(stderr, argv[0]);
            return -1;
        }
    }

    // ... rest of parse_args unchanged ...
}
