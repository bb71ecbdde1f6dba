#include "scene/node.h"

#include <algorithm>
#include <functional>
#include <memory>
#include <stack>
#include <string>
#include <vector>

namespace scene {

Node::Node(std::string name) : name_(std::move(name)) {}

Node* Node::add_child(std::unique_ptr<Node> child) {
    child->parent_ = this;
    children_.push_back(std::move(child));
    mark_dirty();
    return children_.back().get();
}

std::unique_ptr<Node> Node::remove_child(Node* child) {
    auto it = std::find_if(children_.begin(), children_.end(),
                           [child](const std::unique_ptr<Node>& c) { return c.get() == child; });
    if (it == children_.end()) {
        return nullptr;
    }
    std::unique_ptr<Node> owned = std::move(*it);
    children_.erase(it);
    owned->parent_ = nullptr;
    owned->mark_dirty();
    return owned;
}

void Node::visit(const std::function<bool(Node&)>& fn) {
    if (!fn(*this)) {
        return;
    }
    for (auto& c : children_) {
        c->visit(fn);
    }
}

Node* Node::find(const std::string& name) {
    Node* found = nullptr;
    visit([&](Node& n) {
        if (found) return false;
        if (n.name_ == name) {
            found = &n;
            return false;
        }
        return true;
    });
    return found;
}

void Node::set_local_transform(const Mat4& m) {
    local_ = m;
    mark_dirty();
}

const Mat4& Node::world_transform() {
    if (dirty_) {
        world_ = parent_ ? parent_->world_transform() * local_ : local_;
        dirty_ = false;
    }
    return world_;
}

void Node::mark_dirty() {
    if (dirty_) {
        return;
    }
    dirty_ = true;
    for (auto& c : children_) {
        c->mark_dirty();
    }
}

}  // namespace scene
