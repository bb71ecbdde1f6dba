use std::collections::HashMap;

use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct User {
    pub id: u64,
    pub email: String,
    pub display_name: String,
    pub deleted: bool,
}

#[derive(Debug, Serialize)]
pub struct Response<T: Serialize> {
    pub status: u16,
    pub body: Option<T>,
    pub error: Option<String>,
}

impl<T: Serialize> Response<T> {
    pub fn ok(body: T) -> Self {
        Response { status: 200, body: Some(body), error: None }
    }

    pub fn not_found(message: &str) -> Self {
        Response { status: 404, body: None, error: Some(message.to_string()) }
    }
}

pub struct Db {
    users: HashMap<u64, User>,
}

impl Db {
    pub fn new() -> Self {
        Db { users: HashMap::new() }
    }

    pub fn insert(&mut self, user: User) {
        self.users.insert(user.id, user);
    }

    pub fn find(&self, id: u64) -> Option<&User> {
        self.users.get(&id)
    }

    pub fn all(&self) -> impl Iterator<Item = &User> {
        self.users.values()
    }
}

pub fn get_user(db: &Db, id: u64) -> Response<User> {
    match db.find(id) {
        Some(user) if !user.deleted => Response::ok(user.clone()),
        _ => Response::not_found("user not found"),
    }
}

pub fn list_users(db: &Db, limit: usize) -> Response<Vec<User>> {
    let mut users: Vec<User> = db.all().filter(|u| !u.deleted).cloned().collect();
    users.sort_by_key(|u| u.id);
    users.truncate(limit);
    Response::ok(users)
}

pub fn find_by_email(db: &Db, email: &str) -> Response<User> {
    match db.all().find(|u| !u.deleted && u.email.eq_ignore_ascii_case(email)) {
        Some(user) => Response::ok(user.clone()),
        None => Response::not_found("no user with that email"),
    }
}

pub fn dispatch(db: &Db, path: &str, query: &HashMap<String, String>) -> String {
    let limit = query.get("limit").and_then(|v| v.parse().ok()).unwrap_or(50);
    let body = if path == "/users" {
        serde_json::to_string(&list_users(db, limit))
    } else if let Some(id) = path.strip_prefix("/users/").and_then(|s| s.parse().ok()) {
        serde_json::to_string(&get_user(db, id))
    } else if let Some(email) = query.get("email") {
        serde_json::to_string(&find_by_email(db, email))
    } else {
        serde_json::to_string(&Response::<()>::not_found("no such route"))
    };
    body.unwrap_or_else(|e| format!("{{\"status\":500,\"error\":\"{}\"}}", e))
}
