#include "scene_node.hpp"

#include <algorithm>
#include <utility>

#include "renderer.hpp"

namespace engine {

SceneNode::SceneNode(std::string name)
    : name_(std::move(name)),
      position_(0.0f, 0.0f, 0.0f),
      rotation_(1.0f, 0.0f, 0.0f, 0.0f),
      scale_(1.0f, 1.0f, 1.0f) {}

SceneNode* SceneNode::add_child(std::unique_ptr<SceneNode> child) {
    child->parent_ = this;
    child->mark_dirty();
    children_.push_back(std::move(child));
    return children_.back().get();
}

std::unique_ptr<SceneNode> SceneNode::remove_child(SceneNode* child) {
    auto it = std::find_if(children_.begin(), children_.end(),
                           [child](const auto& c) { return c.get() == child; });
    if (it == children_.end()) {
        return nullptr;
    }
    std::unique_ptr<SceneNode> owned = std::move(*it);
    children_.erase(it);
    owned->parent_ = nullptr;
    owned->mark_dirty();
    return owned;
}

void SceneNode::set_position(const Vec3& p) {
    position_ = p;
    mark_dirty();
}

void SceneNode::set_rotation(const Quat& q) {
    rotation_ = q;
    mark_dirty();
}

void SceneNode::set_scale(const Vec3& s) {
    scale_ = s;
    mark_dirty();
}

void SceneNode::mark_dirty() {
    if (dirty_) {
        return;
    }
    dirty_ = true;
    for (auto& c : children_) {
        c->mark_dirty();
    }
}

const Mat4& SceneNode::world_transform() const {
    if (dirty_) {
        Mat4 local = Mat4::translate(position_) * Mat4::rotate(rotation_) * Mat4::scale(scale_);
        world_ = parent_ ? parent_->world_transform() * local : local;
        dirty_ = false;
    }
    return world_;
}

void SceneNode::update(float dt) {
    for (auto& behaviour : behaviours_) {
        behaviour->tick(*this, dt);
    }
    for (auto& c : children_) {
        c->update(dt);
    }
}

void SceneNode::draw(Renderer& renderer) const {
    if (mesh_) {
        renderer.submit(*mesh_, material_, world_transform());
    }
    for (const auto& c : children_) {
        c->draw(renderer);
    }
}

}  // namespace engine
