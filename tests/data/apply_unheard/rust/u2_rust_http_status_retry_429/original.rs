use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StatusCode {
    Ok,
    Created,
    NoContent,
    BadRequest,
    Unauthorized,
    Forbidden,
    NotFound,
    Conflict,
    TooManyRequests,
    InternalServerError,
    ServiceUnavailable,
}

impl StatusCode {
    pub fn code(self) -> u16 {
        match self {
            StatusCode::Ok => 200,
            StatusCode::Created => 201,
            StatusCode::NoContent => 204,
            StatusCode::BadRequest => 400,
            StatusCode::Unauthorized => 401,
            StatusCode::Forbidden => 403,
            StatusCode::NotFound => 404,
            StatusCode::Conflict => 409,
            StatusCode::TooManyRequests => 429,
            StatusCode::InternalServerError => 500,
            StatusCode::ServiceUnavailable => 503,
        }
    }

    pub fn reason(self) -> &'static str {
        match self {
            StatusCode::Ok => "OK",
            StatusCode::Created => "Created",
            StatusCode::NoContent => "No Content",
            StatusCode::BadRequest => "Bad Request",
            StatusCode::Unauthorized => "Unauthorized",
            StatusCode::Forbidden => "Forbidden",
            StatusCode::NotFound => "Not Found",
            StatusCode::Conflict => "Conflict",
            StatusCode::TooManyRequests => "Too Many Requests",
            StatusCode::InternalServerError => "Internal Server Error",
            StatusCode::ServiceUnavailable => "Service Unavailable",
        }
    }

    pub fn is_retryable(self) -> bool {
        match self {
            StatusCode::Ok => false,
            StatusCode::Created => false,
            StatusCode::NoContent => false,
            StatusCode::BadRequest => false,
            StatusCode::Unauthorized => false,
            StatusCode::Forbidden => false,
            StatusCode::NotFound => false,
            StatusCode::Conflict => false,
            StatusCode::TooManyRequests => false,
            StatusCode::InternalServerError => false,
            StatusCode::ServiceUnavailable => true,
        }
    }

    pub fn from_code(code: u16) -> Option<Self> {
        match code {
            200 => Some(StatusCode::Ok),
            201 => Some(StatusCode::Created),
            204 => Some(StatusCode::NoContent),
            400 => Some(StatusCode::BadRequest),
            401 => Some(StatusCode::Unauthorized),
            403 => Some(StatusCode::Forbidden),
            404 => Some(StatusCode::NotFound),
            409 => Some(StatusCode::Conflict),
            429 => Some(StatusCode::TooManyRequests),
            500 => Some(StatusCode::InternalServerError),
            503 => Some(StatusCode::ServiceUnavailable),
            _ => None,
        }
    }
}

impl fmt::Display for StatusCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.code(), self.reason())
    }
}
