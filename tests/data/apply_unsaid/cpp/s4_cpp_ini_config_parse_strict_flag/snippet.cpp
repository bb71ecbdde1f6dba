// ... existing code ...

Config parse_config(std::istream& in, bool strict) {
    Config config;
    std::string section;
    std::string raw;
    int line_no = 0;

    while (std::getline(in, raw)) {
        ++line_no;
        const std::string line = trim(raw);
        if (is_comment(line)) {
            continue;
        }
        if (line.front() == '[') {
            section = parse_section(line, line_no);
            continue;
        }
        if (!strict && line.find('=') == std::string::npos) {
            // tolerate stray lines in lenient mode
            continue;
        }
        parse_entry(config, section, line, line_no);
    }
    return config;
}

Config load_config_file(const std::string& path, bool strict) {
    std::ifstream file(path);
    if (!file) {
        throw std::runtime_error("cannot open config file: " + path);
    }
    return parse_config(file, strict);
}
