use std::sync::Arc;

use crate::auth::SessionStore;
use crate::http::{Method, Request, Response, StatusCode};
use crate::metrics::Metrics;

pub struct Router {
    sessions: Arc<SessionStore>,
    metrics: Arc<Metrics>,
}

impl Router {
    pub fn new(sessions: Arc<SessionStore>, metrics: Arc<Metrics>) -> Self {
        Self { sessions, metrics }
    }

    pub fn dispatch(&self, req: Request) -> Response {
        self.metrics.incr("http.requests");
        match (req.method(), req.path()) {
            (Method::GET, "/") => Response::ok("welcome"),
            (Method::POST, "/sessions") => self.login(req),
            (Method::DELETE, "/sessions") => self.logout(req),
            (Method::GET, "/me") => self.whoami(req),
            (Method::GET, "/healthz") => Response::ok("ok"),
            (Method::GET, "/metrics") => Response::text(self.metrics.render()),
            _ => Response::status(StatusCode::NOT_FOUND),
        }
    }

    fn login(&self, req: Request) -> Response {
        let Some(form) = req.form() else {
            return Response::status(StatusCode::BAD_REQUEST);
        };
        match self.sessions.create(form.get("user"), form.get("password")) {
            Ok(token) => Response::ok(token).with_cookie("session", &token),
            Err(_) => Response::status(StatusCode::UNAUTHORIZED),
        }
    }

    fn logout(&self, req: Request) -> Response {
        if let Some(token) = req.cookie("session") {
            self.sessions.revoke(token);
        }
        Response::status(StatusCode::NO_CONTENT)
    }

    fn whoami(&self, req: Request) -> Response {
        match req.cookie("session").and_then(|t| self.sessions.lookup(t)) {
            Some(user) => Response::json(&user),
            None => Response::status(StatusCode::UNAUTHORIZED),
        }
    }
}
