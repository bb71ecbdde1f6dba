#include "admin_server.h"

#include <chrono>
#include <sstream>
#include <string>

#include "build_info.h"
#include "http/router.h"
#include "metrics/registry.h"

namespace svc {

AdminServer::AdminServer(const Config& config, metrics::Registry& registry)
    : config_(config), registry_(registry), started_(std::chrono::steady_clock::now()) {}

void AdminServer::register_routes(http::Router& router) {
    router.get("/healthz", [](const http::Request&, http::Response& res) {
        res.status(200).text("ok\n");
    });

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

    router.get("/version", [](const http::Request&, http::Response& res) {
        std::ostringstream out;
        out << "{\"version\":\"" << build::kVersion << "\",\"commit\":\"" << build::kCommit << "\"}";
        res.status(200).json(out.str());
    });

    router.post("/loglevel", [this](const http::Request& req, http::Response& res) {
        if (!set_log_level(req.body())) {
            res.status(400).text("unknown level\n");
            return;
        }
        res.status(204);
    });
}

void AdminServer::mark_ready() {
    ready_.store(true);
}

long AdminServer::uptime_seconds() const {
    const auto elapsed = std::chrono::steady_clock::now() - started_;
    return std::chrono::duration_cast<std::chrono::seconds>(elapsed).count();
}

bool AdminServer::set_log_level(const std::string& name) {
    static const char* const kLevels[] = {"trace", "debug", "info", "warn", "error"};
    for (const char* level : kLevels) {
        if (name == level) {
            log_level_ = name;
            return true;
        }
    }
    return false;
}

}  // namespace svc
