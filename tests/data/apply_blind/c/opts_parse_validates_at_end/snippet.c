int parse_opts(int argc, char **argv, struct opts *o)
{
    int c;

    memset(o, 0, sizeof(*o));
    o->jobs = 1;

    while ((c = getopt(argc, argv, "vj:o:h")) != -1) {
        switch (c) {
        case 'v':
            o->verbose++;
            break;
        case 'j':
            if (parse_jobs(optarg, &o->jobs) < 0)
                return -1;
            break;
        case 'o':
            o->output = optarg;
            break;
        case 'h':
            usage(argv[0]);
            exit(EXIT_SUCCESS);
        default:
            usage(argv[0]);
            return -1;
        }
    }

    o->inputs = argv + optind;
    o->ninputs = argc - optind;
    return validate_opts(o);
}

/* ... */
