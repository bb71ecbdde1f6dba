use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::{get, post},
    Json, Router,
};
use serde::Deserialize;
use uuid::Uuid;

use crate::db::{Db, Todo};
use crate::error::AppError;

#[derive(Debug, Deserialize)]
pub struct NewTodo {
    pub title: String,
    #[serde(default)]
    pub due: Option<chrono::NaiveDate>,
}

async fn list_todos(State(db): State<Db>) -> Result<Json<Vec<Todo>>, AppError> {
    let todos = db.list_todos().await?;
    Ok(Json(todos))
}

async fn get_todo(State(db): State<Db>, Path(id): Path<Uuid>) -> Result<Json<Todo>, AppError> {
    let todo = db.get_todo(id).await?.ok_or(AppError::NotFound)?;
    Ok(Json(todo))
}

async fn create_todo(
    State(db): State<Db>,
    Json(input): Json<NewTodo>,
) -> Result<(StatusCode, Json<Todo>), AppError> {
    if input.title.trim().is_empty() {
        return Err(AppError::BadRequest("title must not be empty".into()));
    }
    let todo = db.insert_todo(input.title.trim(), input.due).await?;
    Ok((StatusCode::CREATED, Json(todo)))
}

async fn delete_todo(State(db): State<Db>, Path(id): Path<Uuid>) -> Result<StatusCode, AppError> {
    if db.delete_todo(id).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AppError::NotFound)
    }
}

pub fn router(db: Db) -> Router {
    Router::new()
        .route("/todos", get(list_todos).post(create_todo))
        .route("/todos/:id", get(get_todo).delete(delete_todo))
        .with_state(db)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::Body;
    use axum::http::Request;
    use tower::ServiceExt;

    #[tokio::test]
    async fn empty_title_is_rejected() {
        let app = router(Db::in_memory().await);
        let req = Request::post("/todos")
            .header("content-type", "application/json")
            .body(Body::from(r#"{"title":"  "}"#))
            .unwrap();
        let res = app.oneshot(req).await.unwrap();
        assert_eq!(res.status(), StatusCode::BAD_REQUEST);
    }
}
