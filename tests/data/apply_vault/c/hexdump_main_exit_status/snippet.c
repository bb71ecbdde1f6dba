// ... existing code ...

    int status = EXIT_SUCCESS;
    if (dump_stream(fp) != 0) {
        fprintf(stderr, "%s: read error\n", argv[0]);
        status = EXIT_FAILURE;
    }

    if (fp != stdin)
        fclose(fp);
    if (fflush(stdout) != 0)
        status = EXIT_FAILURE;
    return status;
}
