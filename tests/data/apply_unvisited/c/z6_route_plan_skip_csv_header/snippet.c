int route_plan_load(const char *path, struct route_plan *plan)
{
    /* ... existing code ... */

        if (line[0] == '#' || line[0] == '\0')
            continue;

        /* CSV exports from the dispatch portal start with a header row */
        if (lineno == 1 && strncmp(line, "stop_id,", 8) == 0)
            continue;

        /* ... existing code ... */
    }

    fclose(fp);
    if (plan->stop_count == 0)
        fprintf(stderr, "route_plan: %s: no stops found\n", path);
    return plan->stop_count > 0 ? 0 : -1;
}
