    pub fn dispatch(&self, req: Request) -> Response {
        self.metrics.incr("http.requests");
        match (req.method(), req.path()) {
            // ...
            (Method::GET, "/me") => self.whoami(req),
            (Method::GET, "/healthz") => Response::ok("ok"),
            (Method::GET, "/metrics") => Response::text(self.metrics.render()),
            _ => Response::status(StatusCode::NOT_FOUND),
        }
    }
