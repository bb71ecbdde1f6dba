/* ... existing code ... */

void print_route(FILE *out, const struct courier_route *route)
{
    static const char *names[] = { "Mon", "Tue", "Wed", "Thu", "Fri" };
    static const unsigned bits[] = { DAY_MON, DAY_TUE, DAY_WED, DAY_THU, DAY_FRI };
    int runs = 0;

    fprintf(out, "%-6s %s\n", route->code, route->stops);
    fprintf(out, "       departs %02d:%02d on", route->hour, route->minute);
    for (int i = 0; i < 5; i++) {
        if (route->days & bits[i]) {
            fprintf(out, " %s", names[i]);
            runs++;
        }
    }
    fprintf(out, " (%d run%s a week)\n", runs, runs == 1 ? "" : "s");
}

/* ... existing code ... */
