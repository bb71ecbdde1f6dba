// ... existing code ...

pub fn list_users(db: &Db, limit: usize, include_deleted: bool) -> Response<Vec<User>> {
    let mut users: Vec<User> = db
        .all()
        .filter(|u| include_deleted || !u.deleted)
        .cloned()
        .collect();
    users.sort_by_key(|u| u.id);
    users.truncate(limit);
    Response::ok(users)
}

// ... existing code ...

pub fn dispatch(db: &Db, path: &str, query: &HashMap<String, String>) -> String {
    let limit = query.get("limit").and_then(|v| v.parse().ok()).unwrap_or(50);
    let include_deleted = query.get("include_deleted").map_or(false, |v| v == "true");
    let body = if path == "/users" {
        serde_json::to_string(&list_users(db, limit, include_deleted))
    } else if let Some(id) = path.strip_prefix("/users/").and_then(|s| s.parse().ok()) {
        // ... existing code ...
}
