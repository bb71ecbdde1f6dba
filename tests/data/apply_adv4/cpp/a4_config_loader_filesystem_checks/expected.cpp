#include "config/loader.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "config/errors.h"

namespace config {

std::filesystem::path default_config_path() {
    if (const char* env = std::getenv("GATEWAY_CONFIG")) {
        return std::filesystem::path{env};
    }
    return std::filesystem::path{"/etc/gateway/config.json"};
}

Config load_config(const std::string& path) {
    const std::filesystem::path file{path};
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec)) {
        throw ConfigError("config file not found: " + file.string());
    }
    std::ifstream in(file, std::ios::binary);
    const auto doc = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/true, /*ignore_comments=*/true);

    Config cfg;
    cfg.listen_address = doc.value("listen", "0.0.0.0");
    cfg.port = doc.value("port", 8080);
    cfg.worker_threads = doc.value("workers", 4);
    cfg.upstream_timeout_ms = doc.value("upstream_timeout_ms", 5000);
    if (doc.contains("upstreams")) {
        for (const auto& item : doc["upstreams"]) {
            cfg.upstreams.push_back(Upstream{item.at("name"), item.at("url")});
        }
    }
    if (cfg.port <= 0 || cfg.port > 65535) {
        throw ConfigError("port out of range: " + std::to_string(cfg.port));
    }
    return cfg;
}

Secrets load_secrets(const std::string& path) {
    std::ifstream in(path);
    if (!in) {
        throw ConfigError("cannot open " + path);
    }
    std::stringstream buffer;
    buffer << in.rdbuf();
    const auto doc = nlohmann::json::parse(buffer.str());

    Secrets secrets;
    secrets.api_key = doc.value("api_key", "");
    secrets.signing_key = doc.value("signing_key", "");
    if (secrets.signing_key.empty()) {
        throw ConfigError("signing_key is required in " + path);
    }
    return secrets;
}

Config load_default_config() {
    return load_config(default_config_path().string());
}

}  // namespace config
