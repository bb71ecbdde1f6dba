void AdminServer::register_routes(http::Router& router) {
    // ... existing code ...

    router.get("/readyz", [this](const http::Request&, http::Response& res) {
        if (!ready_.load()) {
            res.status(503).text("starting\n");
            return;
        }
        res.status(200).text("ready\n");
    });

    router.get("/metrics", [this](const http::Request&, http::Response& res) {
        res.header("Content-Type", "text/plain; version=0.0.4");
        res.status(200).text(registry_.render_prometheus());
    });

    // ... existing code ...
}
