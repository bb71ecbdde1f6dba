#include "server/routes.h"

#include <string>

#include "server/auth.h"
#include "server/handlers/health.h"
#include "server/handlers/projects.h"
#include "server/handlers/teams.h"
#include "server/handlers/users.h"
#include "server/router.h"

namespace server {

namespace {

constexpr const char* kApiPrefix = "/api/v1";

std::string api(const std::string& path) {
    return std::string(kApiPrefix) + path;
}

}  // namespace

void register_health_routes(Router& r) {
    r.get("/healthz", auth::none, handlers::liveness);
    r.get("/readyz", auth::none, handlers::readiness);
    r.get("/metrics", auth::none, handlers::metrics);
}

void register_api_routes(Router& r) {
    r.get(api("/users"), auth::user, handlers::list_users);
    r.get(api("/users/:id"), auth::user, handlers::get_user);
    r.post(api("/users"), auth::admin, handlers::create_user);
    r.put(api("/users/:id"), auth::user, handlers::update_user);
    r.del(api("/users/:id"), auth::admin, handlers::delete_user);
    r.get(api("/teams"), auth::user, handlers::list_teams);
    r.get(api("/teams/:id"), auth::user, handlers::get_team);
    r.post(api("/teams"), auth::user, handlers::create_team);
    r.put(api("/teams/:id"), auth::user, handlers::update_team);
    r.del(api("/teams/:id"), auth::user, handlers::delete_team);
    r.get(api("/teams/:id/members"), auth::user, handlers::list_team_members);
    r.post(api("/teams/:id/members"), auth::user, handlers::add_team_member);
    r.del(api("/teams/:id/members/:uid"), auth::user, handlers::remove_team_member);
    r.get(api("/projects"), auth::user, handlers::list_projects);
    r.get(api("/projects/:id"), auth::user, handlers::get_project);
    r.post(api("/projects"), auth::user, handlers::create_project);
    r.put(api("/projects/:id"), auth::user, handlers::update_project);
    r.del(api("/projects/:id"), auth::user, handlers::delete_project);
    r.post(api("/projects/:id/archive"), auth::user, handlers::archive_project);
}

void register_routes(Router& r) {
    register_health_routes(r);
    register_api_routes(r);
    r.fallback(handlers::not_found);
}

}  // namespace server
