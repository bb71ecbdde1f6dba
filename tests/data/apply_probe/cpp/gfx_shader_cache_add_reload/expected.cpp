#include "shader_cache.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "gl_loader.h"
#include "log.h"

namespace gfx {

namespace {

std::string readFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw std::runtime_error("cannot open shader file: " + path.string());
    }
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

GLuint compileStage(GLenum stage, const std::string& source, const std::string& label) {
    GLuint id = glCreateShader(stage);
    const char* text = source.c_str();
    glShaderSource(id, 1, &text, nullptr);
    glCompileShader(id);

    GLint ok = GL_FALSE;
    glGetShaderiv(id, GL_COMPILE_STATUS, &ok);
    if (ok != GL_TRUE) {
        char info[1024];
        glGetShaderInfoLog(id, sizeof(info), nullptr, info);
        glDeleteShader(id);
        throw std::runtime_error(label + ": " + info);
    }
    return id;
}

}  // namespace

ShaderCache::ShaderCache(std::filesystem::path root) : root_(std::move(root)) {}

ShaderCache::~ShaderCache() { clear(); }

std::shared_ptr<Shader> ShaderCache::get(const std::string& name) {
    auto it = cache_.find(name);
    if (it != cache_.end()) {
        return it->second;
    }
    auto shader = std::make_shared<Shader>(Shader{link(name)});
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
    auto it = cache_.find(name);
    if (it == cache_.end()) {
        return;
    }
    glDeleteProgram(it->second->program);
    cache_.erase(it);
}

void ShaderCache::clear() {
    for (auto& [name, shader] : cache_) {
        glDeleteProgram(shader->program);
    }
    cache_.clear();
}

GLuint ShaderCache::link(const std::string& name) const {
    const auto vsPath = root_ / (name + ".vert");
    const auto fsPath = root_ / (name + ".frag");
    GLuint vs = compileStage(GL_VERTEX_SHADER, readFile(vsPath), vsPath.string());
    GLuint fs = compileStage(GL_FRAGMENT_SHADER, readFile(fsPath), fsPath.string());

    GLuint program = glCreateProgram();
    glAttachShader(program, vs);
    glAttachShader(program, fs);
    glLinkProgram(program);
    glDeleteShader(vs);
    glDeleteShader(fs);

    GLint ok = GL_FALSE;
    glGetProgramiv(program, GL_LINK_STATUS, &ok);
    if (ok != GL_TRUE) {
        char info[1024];
        glGetProgramInfoLog(program, sizeof(info), nullptr, info);
        glDeleteProgram(program);
        throw std::runtime_error("link failed for '" + name + "': " + info);
    }
    return program;
}

}  // namespace gfx
