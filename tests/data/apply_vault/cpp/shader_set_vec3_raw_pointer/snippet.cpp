// ... existing code ...

void Shader::setVec3(const std::string& name, const glm::vec3& value) const {
    glUniform3fv(uniformLocation(name), 1, &value.x);
}

// ... existing code ...
