use std::collections::HashMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Method {
    Get,
    Post,
    Put,
    Delete,
}

pub type Handler = fn(&Request) -> Response;

#[derive(Debug, Clone)]
pub struct Request {
    pub method: Method,
    pub path: String,
    pub body: Vec<u8>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Response {
    pub status: u16,
    pub body: String,
}

impl Response {
    pub fn ok(body: impl Into<String>) -> Self {
        Self { status: 200, body: body.into() }
    }

    pub fn not_found() -> Self {
        Self { status: 404, body: "not found".to_string() }
    }

    pub fn method_not_allowed() -> Self {
        Self { status: 405, body: "method not allowed".to_string() }
    }
}

#[derive(Default)]
pub struct Router {
    routes: HashMap<String, HashMap<Method, Handler>>,
}

impl Router {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn route(&mut self, method: Method, path: &str, handler: Handler) -> &mut Self {
        self.routes
            .entry(path.to_string())
            .or_default()
            .insert(method, handler);
        self
    }

    pub fn get(&mut self, path: &str, handler: Handler) -> &mut Self {
        self.route(Method::Get, path, handler)
    }

    pub fn post(&mut self, path: &str, handler: Handler) -> &mut Self {
        self.route(Method::Post, path, handler)
    }

    pub fn dispatch(&self, request: &Request) -> Response {
        match self.routes.get(&request.path) {
            None => Response::not_found(),
            Some(methods) => match methods.get(&request.method) {
                Some(handler) => handler(request),
                None => Response::method_not_allowed(),
            },
        }
    }

    pub fn allowed_methods(&self, path: &str) -> Vec<Method> {
        let mut methods: Vec<Method> = self
            .routes
            .get(path)
            .map(|handlers| handlers.keys().copied().collect())
            .unwrap_or_default();
        methods.sort_by_key(|m| *m as u8);
        methods
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hello(_: &Request) -> Response {
        Response::ok("hello")
    }

    fn request(method: Method, path: &str) -> Request {
        Request { method, path: path.to_string(), body: Vec::new() }
    }

    #[test]
    fn dispatches_registered_route() {
        let mut router = Router::new();
        router.get("/hello", hello);
        assert_eq!(router.dispatch(&request(Method::Get, "/hello")), Response::ok("hello"));
    }

    #[test]
    fn unknown_method_is_405() {
        let mut router = Router::new();
        router.get("/hello", hello);
        assert_eq!(router.dispatch(&request(Method::Delete, "/hello")).status, 405);
    }
}
