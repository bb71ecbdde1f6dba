use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::Json;
use uuid::Uuid;

use crate::auth::AuthUser;
use crate::error::ApiError;
use crate::models::{NewProject, Project, UpdateProject};
use crate::state::AppState;

pub async fn list_projects(
    State(state): State<AppState>,
    user: AuthUser,
) -> Result<Json<Vec<Project>>, ApiError> {
    let projects = state.projects.list_for_owner(user.id).await?;
    Ok(Json(projects))
}

pub async fn get_project(
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    user: AuthUser,
) -> Result<Json<Project>, ApiError> {
    let project = state.projects.get(id).await?.ok_or(ApiError::NotFound)?;
    if project.owner_id != user.id && !user.is_admin {
        return Err(ApiError::NotFound);
    }
    Ok(Json(project))
}

pub async fn create_project(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<NewProject>,
) -> Result<(StatusCode, Json<Project>), ApiError> {
    body.validate()?;
    let project = state.projects.insert(user.id, body).await?;
    tracing::info!(project_id = %project.id, "project created");
    Ok((StatusCode::CREATED, Json(project)))
}

pub async fn update_project(
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    user: AuthUser,
    Json(body): Json<UpdateProject>,
) -> Result<Json<Project>, ApiError> {
    body.validate()?;
    let project = state.projects.get(id).await?.ok_or(ApiError::NotFound)?;
    let updated = state.projects.update(project.id, body).await?;
    tracing::info!(project_id = %updated.id, "project updated");
    Ok(Json(updated))
}

pub async fn delete_project(
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    user: AuthUser,
) -> Result<StatusCode, ApiError> {
    let project = state.projects.get(id).await?.ok_or(ApiError::NotFound)?;
    state.projects.delete(project.id).await?;
    tracing::info!(project_id = %project.id, "project deleted");
    Ok(StatusCode::NO_CONTENT)
}
