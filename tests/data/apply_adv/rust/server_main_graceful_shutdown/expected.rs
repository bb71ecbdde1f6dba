use std::net::SocketAddr;
use std::sync::Arc;

use anyhow::Context;
use axum::routing::{get, post};
use axum::Router;
use sqlx::postgres::PgPoolOptions;
use tower_http::trace::TraceLayer;
use tracing::info;
use tracing_subscriber::EnvFilter;

mod config;
mod handlers;
mod state;

use config::Settings;
use state::AppState;

fn init_tracing() {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")))
        .with_target(false)
        .init();
}

fn router(state: Arc<AppState>) -> Router {
    Router::new()
        .route("/healthz", get(handlers::health))
        .route("/api/notes", get(handlers::list_notes).post(handlers::create_note))
        .route("/api/notes/:id", get(handlers::get_note).delete(handlers::delete_note))
        .route("/api/notes/:id/share", post(handlers::share_note))
        .layer(TraceLayer::new_for_http())
        .with_state(state)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    init_tracing();
    let settings = Settings::from_env().context("loading settings")?;

    let pool = PgPoolOptions::new()
        .max_connections(settings.db_max_connections)
        .connect(&settings.database_url)
        .await
        .context("connecting to postgres")?;
    sqlx::migrate!("./migrations").run(&pool).await.context("running migrations")?;

    let state = Arc::new(AppState::new(pool, settings.clone()));
    let app = router(state);

    let addr: SocketAddr = settings.listen_addr.parse().context("parsing listen address")?;
    let listener = tokio::net::TcpListener::bind(addr).await?;
    info!(%addr, "listening");
    axum::serve(listener, app)
        .with_graceful_shutdown(shutdown_signal())
        .await?;
    info!("server stopped");
    Ok(())
}

async fn shutdown_signal() {
    let ctrl_c = async {
        tokio::signal::ctrl_c().await.expect("failed to install Ctrl+C handler");
    };

    #[cfg(unix)]
    let terminate = async {
        tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
            .expect("failed to install SIGTERM handler")
            .recv()
            .await;
    };

    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();

    tokio::select! {
        _ = ctrl_c => {},
        _ = terminate => {},
    }
    info!("shutdown signal received");
}
