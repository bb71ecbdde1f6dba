        // ... existing code ...

        // Put a sailing on weather hold; boarding stops until released.
        post("/{id}/hold") {
            val id = call.parameters["id"]?.let(::SailingId)
                ?: return@post call.respond(HttpStatusCode.BadRequest, "missing sailing id")
            val request = call.receive<HoldRequest>()
            val hold = holds.place(id, request.reason, request.issuedBy)
                ?: return@post call.respond(HttpStatusCode.Conflict, "sailing already on hold")
            call.respond(HttpStatusCode.Created, hold)
        }

        // Release a weather hold so boarding can resume.
        post("/{id}/release") {
            val id = call.parameters["id"]?.let(::SailingId)
                ?: return@post call.respond(HttpStatusCode.BadRequest, "missing sailing id")
            val released = holds.release(id)
            if (!released) {
                return@post call.respond(HttpStatusCode.NotFound, "no active hold for sailing")
            }
            call.respond(HttpStatusCode.NoContent)
        }
    }
}
