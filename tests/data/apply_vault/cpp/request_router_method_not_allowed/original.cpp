#include "router.h"

#include <algorithm>
#include <sstream>
#include <utility>

namespace http {

void RequestRouter::add(std::string method, std::string path, Handler handler) {
    routes_[{std::move(method), std::move(path)}] = std::move(handler);
}

std::string RequestRouter::allowedMethods(const std::string& path) const {
    std::ostringstream out;
    bool first = true;
    for (const auto& [key, handler] : routes_) {
        if (key.second != path) {
            continue;
        }
        if (!first) {
            out << ", ";
        }
        out << key.first;
        first = false;
    }
    return out.str();
}

void RequestRouter::dispatch(const Request& req, Response& res) {
    ++stats_.requests;
    res.headers["Server"] = serverName_;

    if (req.path.size() > kMaxPathLength) {
        res.status = 414;
        res.body = "uri too long";
        ++stats_.rejected;
        return;
    }

    RouteKey key{req.method, req.path};
    auto it = routes_.find(key);
    if (it == routes_.end()) {
        res.status = 404;
        res.body = "not found";
        return;
    }

    try {
        it->second(req, res);
    } catch (const std::exception& e) {
        res.status = 500;
        res.body = "internal error";
        ++stats_.errors;
        if (errorHook_) {
            errorHook_(req, e);
        }
    }
}

RouterStats RequestRouter::stats() const {
    return stats_;
}

void RequestRouter::setErrorHook(ErrorHook hook) {
    errorHook_ = std::move(hook);
}

}  // namespace http
