enum class Method {
    Get,
    Post,
    Put,
    Patch,
    Delete,
};

inline const char* to_string(Method m) {
    switch (m) {
        // ...
        case Method::Put:
            return "PUT";
        case Method::Patch:
            return "PATCH";
        // ...
    }
    return "?";
}

inline bool has_body(Method m) {
    switch (m) {
        case Method::Post:
        case Method::Put:
        case Method::Patch:
            return true;
        // ...
    }
}
