Config load_config(const std::string& path) {
    const std::filesystem::path file{path};
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec)) {
        throw ConfigError("config file not found: " + file.string());
    }
    std::ifstream in(file, std::ios::binary);
    const auto doc = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/true, /*ignore_comments=*/true);

    // ... rest of load_config unchanged ...
}
