#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "http/request.h"
#include "http/response.h"
#include "http/router.h"

namespace fs = std::filesystem;

namespace assets {

static const fs::path kRoot = "/srv/www/static";

static bool read_file(const fs::path& path, std::string& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream ss;
    ss << in.rdbuf();
    out = ss.str();
    return true;
}

http::Response serve_css(const http::Request& req) {
    std::string body;
    if (!read_file(kRoot / "css" / req.param("name"), body)) {
        return http::Response::not_found();
    }
    http::Response res(200, std::move(body));
    res.set_header("Content-Type", "text/css; charset=utf-8");
    res.set_header("Cache-Control", "public, max-age=3600");
    return res;
}

http::Response serve_js(const http::Request& req) {
    std::string body;
    if (!read_file(kRoot / "js" / req.param("name"), body)) {
        return http::Response::not_found();
    }
    http::Response res(200, std::move(body));
    res.set_header("Content-Type", "application/javascript; charset=utf-8");
    res.set_header("Cache-Control", "public, max-age=3600");
    return res;
}

http::Response serve_image(const http::Request& req) {
    std::string body;
    if (!read_file(kRoot / "img" / req.param("name"), body)) {
        return http::Response::not_found();
    }
    http::Response res(200, std::move(body));
    res.set_header("Content-Type", http::mime_type_for(req.param("name")));
    res.set_header("Cache-Control", "public, max-age=3600");
    return res;
}

http::Response serve_font(const http::Request& req) {
    std::string body;
    if (!read_file(kRoot / "fonts" / req.param("name"), body)) {
        return http::Response::not_found();
    }
    http::Response res(200, std::move(body));
    res.set_header("Content-Type", http::mime_type_for(req.param("name")));
    res.set_header("Cache-Control", "public, max-age=3600");
    return res;
}

void register_routes(http::Router& router) {
    router.get("/static/css/:name", serve_css);
    router.get("/static/js/:name", serve_js);
    router.get("/static/img/:name", serve_image);
    router.get("/static/fonts/:name", serve_font);
}

}  // namespace assets
