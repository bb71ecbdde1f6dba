use std::sync::Arc;

use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::{get, post},
    Json, Router,
};
use serde::{Deserialize, Serialize};
use tokio::sync::RwLock;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Todo {
    pub id: u64,
    pub title: String,
    pub done: bool,
}

#[derive(Debug, Deserialize)]
pub struct NewTodo {
    pub title: String,
}

#[derive(Default)]
pub struct AppState {
    pub todos: RwLock<Vec<Todo>>,
    pub next_id: RwLock<u64>,
}

type SharedState = Arc<AppState>;

async fn list_todos(State(state): State<SharedState>) -> Json<Vec<Todo>> {
    let todos = state.todos.read().await;
    Json(todos.clone())
}

async fn get_todo(
    State(state): State<SharedState>,
    Path(id): Path<u64>,
) -> Result<Json<Todo>, StatusCode> {
    let todos = state.todos.read().await;
    todos
        .iter()
        .find(|t| t.id == id)
        .cloned()
        .map(Json)
        .ok_or(StatusCode::NOT_FOUND)
}

async fn create_todo(
    State(state): State<SharedState>,
    Json(input): Json<NewTodo>,
) -> (StatusCode, Json<Todo>) {
    let mut next_id = state.next_id.write().await;
    *next_id += 1;
    let todo = Todo {
        id: *next_id,
        title: input.title,
        done: false,
    };
    state.todos.write().await.push(todo.clone());
    (StatusCode::CREATED, Json(todo))
}

async fn complete_todo(
    State(state): State<SharedState>,
    Path(id): Path<u64>,
) -> Result<Json<Todo>, StatusCode> {
    let mut todos = state.todos.write().await;
    let todo = todos.iter_mut().find(|t| t.id == id).ok_or(StatusCode::NOT_FOUND)?;
    todo.done = true;
    Ok(Json(todo.clone()))
}

pub fn router(state: SharedState) -> Router {
    Router::new()
        .route("/todos", get(list_todos).post(create_todo))
        .route("/todos/:id", get(get_todo))
        .route("/todos/:id/complete", post(complete_todo))
        .with_state(state)
}
