// ... existing code ...

std::shared_ptr<Shader> ShaderCache::get(const std::string& name) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = shaders_.find(name);
    if (it != shaders_.end()) {
        return it->second;
    }
    auto shader = compile(name);
    shaders_.emplace(name, shader);
    return shader;
}

void ShaderCache::schedule_reload(const std::string& name) {
    std::lock_guard<std::mutex> lock(mutex_);
    pending_.insert(name);
}

// ... existing code ...
