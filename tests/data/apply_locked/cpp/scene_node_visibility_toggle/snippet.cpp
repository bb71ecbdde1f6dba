// ... includes and constructor as before ...

// ... child management (add_child / remove_child) unchanged ...

void SceneNode::set_visible(bool visible) {
    visible_ = visible;
}

// ... transform setters, mark_dirty, world_transform and update unchanged ...

void SceneNode::draw(Renderer& renderer) const {
    if (!visible_) {
        return;  // hidden nodes hide their whole subtree
    }
    // ... rest of draw unchanged ...
}

}  // namespace engine
