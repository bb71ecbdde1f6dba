// ... existing code ...
    cache_.emplace(name, shader);
    log::debug("shader '{}' loaded", name);
    return shader;
}

bool ShaderCache::reload(const std::string& name) {
    auto it = cache_.find(name);
    if (it == cache_.end()) {
        return false;
    }
    try {
        GLuint program = link(name);
        glDeleteProgram(it->second->program);
        it->second->program = program;
        log::info("shader '{}' reloaded", name);
        return true;
    } catch (const std::exception& e) {
        log::error("reload of '{}' failed, keeping old program: {}", name, e.what());
        return false;
    }
}

void ShaderCache::evict(const std::string& name) {
// ... existing code ...
