int handle_request(struct conn *c, struct request *req)
{
    // ... existing code ...

    route = router_match(req->path);
    if (route == NULL) {
        return send_status(c, 404, "Not Found");
    }
    if ((route->methods & req->method) == 0) {
        return send_status(c, 405, "Method Not Allowed");
    }
    log_access(req, route->name);
    return route->handler(c, req);
}
