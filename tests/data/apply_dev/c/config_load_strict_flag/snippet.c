// ... existing code ...

int config_load(struct config *cfg, const char *path, int strict)
{
    // ... existing code ...
        eq = strchr(key, '=');
        if (eq == NULL) {
            fprintf(stderr, "%s:%d: missing '='\n", path, lineno);
            if (strict) {
                fclose(fp);
                return -1;
            }
            continue;
        }
        *eq = '\0';
        value = trim(eq + 1);
        key = trim(key);
        if (apply_setting(cfg, key, value) != 0) {
            fprintf(stderr, "%s:%d: unknown key '%s'\n", path, lineno, key);
            if (strict) {
                fclose(fp);
                return -1;
            }
        }
    }

    fclose(fp);
    return 0;
}

// ... existing code ...
