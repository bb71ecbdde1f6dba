#include "shader_cache.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "gl_loader.hpp"
#include "log.hpp"

namespace gfx {

namespace {

std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw std::runtime_error("cannot open shader file: " + path.string());
    }
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

}  // namespace

ShaderCache::ShaderCache(std::filesystem::path root) : root_(std::move(root)) {}

ShaderCache::~ShaderCache() {
    clear();
}

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

void ShaderCache::flush_reloads() {
    std::lock_guard<std::mutex> lock(mutex_);
    for (const auto& name : pending_) {
        auto it = shaders_.find(name);
        if (it == shaders_.end()) {
            continue;
        }
        try {
            it->second = compile(name);
        } catch (const std::exception& e) {
            log::warn("shader reload failed for {}: {}", name, e.what());
        }
    }
    pending_.clear();
}

void ShaderCache::clear() {
    std::lock_guard<std::mutex> lock(mutex_);
    shaders_.clear();
    pending_.clear();
}

std::shared_ptr<Shader> ShaderCache::compile(const std::string& name) const {
    const auto vert = read_file(root_ / (name + ".vert"));
    const auto frag = read_file(root_ / (name + ".frag"));
    return std::make_shared<Shader>(gl::link_program(vert, frag));
}

}  // namespace gfx
