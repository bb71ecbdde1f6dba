// ... existing code ...

pub async fn update_project(
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    user: AuthUser,
    Json(body): Json<UpdateProject>,
) -> Result<Json<Project>, ApiError> {
    body.validate()?;
    let project = state.projects.get(id).await?.ok_or(ApiError::NotFound)?;
    if project.owner_id != user.id && !user.is_admin {
        return Err(ApiError::Forbidden);
    }
    // ... rest of update_project unchanged ...
}

pub async fn delete_project(
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    user: AuthUser,
) -> Result<StatusCode, ApiError> {
    let project = state.projects.get(id).await?.ok_or(ApiError::NotFound)?;
    if project.owner_id != user.id && !user.is_admin {
        return Err(ApiError::Forbidden);
    }
    // ... existing code ...
}
