#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace net {

enum class Method {
    Get,
    Post,
    Put,
    Patch,
    Delete,
};

inline const char* to_string(Method m) {
    switch (m) {
        case Method::Get:
            return "GET";
        case Method::Post:
            return "POST";
        case Method::Put:
            return "PUT";
        case Method::Patch:
            return "PATCH";
        case Method::Delete:
            return "DELETE";
    }
    return "?";
}

inline bool has_body(Method m) {
    switch (m) {
        case Method::Post:
        case Method::Put:
        case Method::Patch:
            return true;
        default:
            return false;
    }
}

struct Request {
    Method method = Method::Get;
    std::string path;
    std::vector<std::pair<std::string, std::string>> headers;
    std::string body;
};

}  // namespace net
