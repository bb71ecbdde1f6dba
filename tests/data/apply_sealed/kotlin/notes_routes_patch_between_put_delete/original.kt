package com.acme.notes.api

import com.acme.notes.auth.principalUserId
import com.acme.notes.model.CreateNoteRequest
import com.acme.notes.model.NoteDto
import com.acme.notes.model.UpdateNoteRequest
import com.acme.notes.service.NoteNotFoundException
import com.acme.notes.service.NoteService
import io.ktor.http.HttpStatusCode
import io.ktor.server.application.ApplicationCall
import io.ktor.server.application.call
import io.ktor.server.auth.authenticate
import io.ktor.server.request.receive
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.delete
import io.ktor.server.routing.get
import io.ktor.server.routing.patch
import io.ktor.server.routing.post
import io.ktor.server.routing.put
import io.ktor.server.routing.route
import java.util.UUID

private fun ApplicationCall.noteId(): UUID? =
    parameters["id"]?.let { runCatching { UUID.fromString(it) }.getOrNull() }

fun Route.noteRoutes(service: NoteService) {
    authenticate("jwt") {
        route("/notes") {
            get {
                val userId = call.principalUserId()
                val tag = call.request.queryParameters["tag"]
                val limit = call.request.queryParameters["limit"]?.toIntOrNull() ?: 50
                val notes = service.list(userId, tag, limit.coerceIn(1, 200))
                call.respond(notes.map(NoteDto::from))
            }

            post {
                val userId = call.principalUserId()
                val body = call.receive<CreateNoteRequest>()
                if (body.title.isBlank()) {
                    call.respond(HttpStatusCode.BadRequest, mapOf("error" to "title must not be blank"))
                    return@post
                }
                val note = service.create(userId, body.title, body.content, body.tags)
                call.respond(HttpStatusCode.Created, NoteDto.from(note))
            }

            get("/{id}") {
                val userId = call.principalUserId()
                val id = call.noteId()
                if (id == null) {
                    call.respond(HttpStatusCode.BadRequest, mapOf("error" to "invalid note id"))
                    return@get
                }
                val note = service.find(userId, id)
                if (note == null) {
                    call.respond(HttpStatusCode.NotFound, mapOf("error" to "note not found"))
                    return@get
                }
                call.respond(NoteDto.from(note))
            }

            put("/{id}") {
                val userId = call.principalUserId()
                val id = call.noteId()
                if (id == null) {
                    call.respond(HttpStatusCode.BadRequest, mapOf("error" to "invalid note id"))
                    return@put
                }
                val body = call.receive<UpdateNoteRequest>()
                try {
                    val note = service.replace(userId, id, body.title, body.content, body.tags)
                    call.respond(NoteDto.from(note))
                } catch (e: NoteNotFoundException) {
                    call.respond(HttpStatusCode.NotFound, mapOf("error" to "note not found"))
                }
            }

            delete("/{id}") {
                val userId = call.principalUserId()
                val id = call.noteId()
                if (id == null) {
                    call.respond(HttpStatusCode.BadRequest, mapOf("error" to "invalid note id"))
                    return@delete
                }
                if (service.delete(userId, id)) {
                    call.respond(HttpStatusCode.NoContent)
                } else {
                    call.respond(HttpStatusCode.NotFound, mapOf("error" to "note not found"))
                }
            }

            post("/{id}/archive") {
                val userId = call.principalUserId()
                val id = call.noteId()
                if (id == null) {
                    call.respond(HttpStatusCode.BadRequest, mapOf("error" to "invalid note id"))
                    return@post
                }
                try {
                    service.archive(userId, id)
                    call.respond(HttpStatusCode.NoContent)
                } catch (e: NoteNotFoundException) {
                    call.respond(HttpStatusCode.NotFound, mapOf("error" to "note not found"))
                }
            }

            post("/{id}/restore") {
                val userId = call.principalUserId()
                val id = call.noteId()
                if (id == null) {
                    call.respond(HttpStatusCode.BadRequest, mapOf("error" to "invalid note id"))
                    return@post
                }
                try {
                    service.restore(userId, id)
                    call.respond(HttpStatusCode.NoContent)
                } catch (e: NoteNotFoundException) {
                    call.respond(HttpStatusCode.NotFound, mapOf("error" to "note not found"))
                }
            }
        }

        get("/tags") {
            val userId = call.principalUserId()
            call.respond(service.tags(userId).sorted())
        }

        get("/tags/{tag}/notes") {
            val userId = call.principalUserId()
            val tag = call.parameters["tag"].orEmpty()
            if (tag.isBlank()) {
                call.respond(HttpStatusCode.BadRequest, mapOf("error" to "tag must not be blank"))
                return@get
            }
            val notes = service.list(userId, tag, 200)
            call.respond(notes.map(NoteDto::from))
        }

        get("/stats") {
            val userId = call.principalUserId()
            val stats = service.stats(userId)
            call.respond(
                mapOf(
                    "notes" to stats.total,
                    "archived" to stats.archived,
                    "tags" to stats.tags,
                ),
            )
        }
    }
}
