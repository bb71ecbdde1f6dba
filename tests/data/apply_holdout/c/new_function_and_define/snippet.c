/* ... */

int ini_parse_file(const char *path, ini_handler handler, void *user)
{
    FILE *fp = fopen(path, "r");
    if (fp == NULL)
        return -1;
    int result = ini_parse(fp, handler, user);
    fclose(fp);
    return result;
}
