http::Response serve_font(const http::Request& req) {
    std::string body;
    if (!read_file(kRoot / "fonts" / req.param("name"), body)) {
        return http::Response::not_found();
    }
    http::Response res(200, std::move(body));
    res.set_header("Content-Type", http::mime_type_for(req.param("name")));
    res.set_header("Cache-Control", "public, max-age=31536000, immutable");
    return res;
}
