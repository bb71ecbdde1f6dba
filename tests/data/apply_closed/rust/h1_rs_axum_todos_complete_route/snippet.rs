// ... imports and NewTodo unchanged ...

// ... list/get/create handlers unchanged ...

async fn delete_todo(State(db): State<Db>, Path(id): Path<Uuid>) -> Result<StatusCode, AppError> {
    // ... body unchanged ...
}

async fn complete_todo(State(db): State<Db>, Path(id): Path<Uuid>) -> Result<Json<Todo>, AppError> {
    let todo = db.set_completed(id, true).await?.ok_or(AppError::NotFound)?;
    Ok(Json(todo))
}

pub fn router(db: Db) -> Router {
    Router::new()
        .route("/todos", get(list_todos).post(create_todo))
        .route("/todos/:id", get(get_todo).delete(delete_todo))
        .route("/todos/:id/complete", post(complete_todo))
        .with_state(db)
}

// ... tests unchanged ...
