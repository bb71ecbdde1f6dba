static const struct server_config default_config = {
    .host = "0.0.0.0",
    .port = 8080,
    .max_clients = 1024,
    // ... rest unchanged ...
};
