use std::net::SocketAddr;

use axum::{routing::get, Router};
use tokio::net::TcpListener;

mod config;
mod handlers;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    env_logger::init();

    let cfg = config::Config::from_env()?;
    let addr: SocketAddr = cfg.listen_addr.parse()?;

    let app = Router::new()
        .route("/health", get(handlers::health))
        .route("/orders", get(handlers::list_orders).post(handlers::create_order))
        .route("/orders/:id", get(handlers::get_order));

    let listener = TcpListener::bind(addr).await?;
    log::info!("listening on {}", addr);
    axum::serve(listener, app).await?;
    Ok(())
}
