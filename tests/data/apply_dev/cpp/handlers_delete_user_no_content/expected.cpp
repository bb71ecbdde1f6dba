#include "api/handlers.h"

#include <string>

#include "db/team_store.h"
#include "db/user_store.h"
#include "http/request.h"
#include "http/response.h"
#include "util/json.h"

namespace api {

http::Response ListUsers(const http::Request& req, db::UserStore& store) {
    const int limit = req.QueryInt("limit", 50);
    const int offset = req.QueryInt("offset", 0);
    auto users = store.List(limit, offset);
    return http::Response::Json(200, util::ToJson(users));
}

http::Response GetUser(const http::Request& req, db::UserStore& store) {
    auto id = req.PathParam("id");
    if (!id) {
        return http::Response::Error(400, "missing id");
    }
    auto user = store.Find(*id);
    if (!user) {
        return http::Response::Error(404, "user not found");
    }
    return http::Response::Json(200, util::ToJson(*user));
}

http::Response DeleteUser(const http::Request& req, db::UserStore& store) {
    auto id = req.PathParam("id");
    if (!id) {
        return http::Response::Error(400, "missing id");
    }
    if (!store.Remove(*id)) {
        return http::Response::Error(404, "user not found");
    }
    return http::Response::Empty(204);
}

http::Response ListTeams(const http::Request& req, db::TeamStore& store) {
    const int limit = req.QueryInt("limit", 50);
    const int offset = req.QueryInt("offset", 0);
    auto teams = store.List(limit, offset);
    return http::Response::Json(200, util::ToJson(teams));
}

http::Response GetTeam(const http::Request& req, db::TeamStore& store) {
    auto id = req.PathParam("id");
    if (!id) {
        return http::Response::Error(400, "missing id");
    }
    auto team = store.Find(*id);
    if (!team) {
        return http::Response::Error(404, "team not found");
    }
    return http::Response::Json(200, util::ToJson(*team));
}

http::Response DeleteTeam(const http::Request& req, db::TeamStore& store) {
    auto id = req.PathParam("id");
    if (!id) {
        return http::Response::Error(400, "missing id");
    }
    if (!store.Remove(*id)) {
        return http::Response::Error(404, "team not found");
    }
    return http::Response::Json(200, "{}");
}

}  // namespace api
