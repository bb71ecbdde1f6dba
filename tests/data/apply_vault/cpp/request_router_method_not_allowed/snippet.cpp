void RequestRouter::dispatch(const Request& req, Response& res) {
    // ... existing code ...

    RouteKey key{req.method, req.path};
    auto it = routes_.find(key);
    if (it == routes_.end()) {
        auto allowed = allowedMethods(req.path);
        if (!allowed.empty()) {
            res.status = 405;
            res.headers["Allow"] = allowed;
            res.body = "method not allowed";
            return;
        }
        res.status = 404;
        res.body = "not found";
        ++stats_.notFound;
        return;
    }

    // ... rest of dispatch unchanged ...
}
