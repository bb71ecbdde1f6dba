// ... keep existing code

fun Route.leakAlertRoutes(service: LeakAlertService) {
    route("/api/v1/leak-alerts") {
        // ... keep existing code

        post("/{id}/close") {
            val id = call.parameters["id"] ?: return@post call.respond(HttpStatusCode.BadRequest)
            val body = call.receive<CloseRequest>()
            service.close(id, body.resolution)
            call.respond(HttpStatusCode.NoContent)
        }

        post("/{id}/reopen") {
            val id = call.parameters["id"] ?: return@post call.respond(HttpStatusCode.BadRequest)
            service.reopen(id)
            call.respond(HttpStatusCode.NoContent)
        }
    }
}

// ... keep existing code
