// ... existing code ...

http::Response DeleteUser(const http::Request& req, db::UserStore& store) {
    // ... existing code ...
    if (!store.Remove(*id)) {
        return http::Response::Error(404, "user not found");
    }
    return http::Response::Empty(204);
}

// ... existing code ...
