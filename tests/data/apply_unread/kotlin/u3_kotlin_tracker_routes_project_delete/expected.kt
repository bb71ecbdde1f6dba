package com.acme.tracker.routes

import com.acme.tracker.model.NewProject
import com.acme.tracker.model.NewTask
import com.acme.tracker.model.TaskUpdate
import com.acme.tracker.service.ProjectService
import com.acme.tracker.service.TaskService
import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.request.receive
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.delete
import io.ktor.server.routing.get
import io.ktor.server.routing.post
import io.ktor.server.routing.put
import io.ktor.server.routing.route

fun Route.projectRoutes(service: ProjectService) {
    route("/projects") {
        get {
            call.respond(service.list())
        }

        get("/{id}") {
            val id = call.parameters["id"]?.toLongOrNull()
                ?: return@get call.respond(HttpStatusCode.BadRequest)
            val project = service.find(id)
                ?: return@get call.respond(HttpStatusCode.NotFound)
            call.respond(project)
        }

        post {
            val body = call.receive<NewProject>()
            val created = service.create(body)
            call.respond(HttpStatusCode.Created, created)
        }

        delete("/{id}") {
            val id = call.parameters["id"]?.toLongOrNull()
                ?: return@delete call.respond(HttpStatusCode.BadRequest)
            if (service.archive(id)) {
                call.respond(HttpStatusCode.NoContent)
            } else {
                call.respond(HttpStatusCode.NotFound)
            }
        }
    }
}

fun Route.taskRoutes(service: TaskService) {
    route("/projects/{projectId}/tasks") {
        get {
            val projectId = call.parameters["projectId"]?.toLongOrNull()
                ?: return@get call.respond(HttpStatusCode.BadRequest)
            call.respond(service.listFor(projectId))
        }

        post {
            val projectId = call.parameters["projectId"]?.toLongOrNull()
                ?: return@post call.respond(HttpStatusCode.BadRequest)
            val body = call.receive<NewTask>()
            call.respond(HttpStatusCode.Created, service.create(projectId, body))
        }

        put("/{taskId}") {
            val taskId = call.parameters["taskId"]?.toLongOrNull()
                ?: return@put call.respond(HttpStatusCode.BadRequest)
            val update = call.receive<TaskUpdate>()
            val task = service.update(taskId, update)
                ?: return@put call.respond(HttpStatusCode.NotFound)
            call.respond(task)
        }

        delete("/{taskId}") {
            val taskId = call.parameters["taskId"]?.toLongOrNull()
                ?: return@delete call.respond(HttpStatusCode.BadRequest)
            if (service.delete(taskId)) {
                call.respond(HttpStatusCode.NoContent)
            } else {
                call.respond(HttpStatusCode.NotFound)
            }
        }
    }
}
