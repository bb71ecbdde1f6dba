package org.citywater.api.routes

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.request.receive
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.get
import io.ktor.server.routing.post
import io.ktor.server.routing.route
import org.citywater.alerts.LeakAlertService
import org.citywater.alerts.dto.AcknowledgeRequest
import org.citywater.alerts.dto.CloseRequest
import org.citywater.alerts.dto.DispatchRequest
import org.citywater.zones.PressureZoneService
import org.citywater.zones.dto.SetpointRequest

fun Route.leakAlertRoutes(service: LeakAlertService) {
    route("/api/v1/leak-alerts") {
        get {
            val status = call.request.queryParameters["status"]
            call.respond(service.list(status))
        }

        get("/{id}") {
            val id = call.parameters["id"] ?: return@get call.respond(HttpStatusCode.BadRequest)
            val alert = service.find(id) ?: return@get call.respond(HttpStatusCode.NotFound)
            call.respond(alert)
        }

        post("/{id}/acknowledge") {
            val id = call.parameters["id"] ?: return@post call.respond(HttpStatusCode.BadRequest)
            val body = call.receive<AcknowledgeRequest>()
            service.acknowledge(id, body.operator)
            call.respond(HttpStatusCode.NoContent)
        }

        post("/{id}/dispatch") {
            val id = call.parameters["id"] ?: return@post call.respond(HttpStatusCode.BadRequest)
            val body = call.receive<DispatchRequest>()
            service.dispatch(id, body.crewId)
            call.respond(HttpStatusCode.NoContent)
        }

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

fun Route.pressureZoneRoutes(service: PressureZoneService) {
    route("/api/v1/pressure-zones") {
        get {
            call.respond(service.listZones())
        }

        get("/{zoneId}") {
            val zoneId = call.parameters["zoneId"] ?: return@get call.respond(HttpStatusCode.BadRequest)
            val zone = service.zone(zoneId) ?: return@get call.respond(HttpStatusCode.NotFound)
            call.respond(zone)
        }

        get("/{zoneId}/samples") {
            val zoneId = call.parameters["zoneId"] ?: return@get call.respond(HttpStatusCode.BadRequest)
            val hours = call.request.queryParameters["hours"]?.toIntOrNull() ?: 24
            call.respond(service.recentSamples(zoneId, hours))
        }

        post("/{zoneId}/setpoint") {
            val zoneId = call.parameters["zoneId"] ?: return@post call.respond(HttpStatusCode.BadRequest)
            val body = call.receive<SetpointRequest>()
            service.updateSetpoint(zoneId, body.targetPsi)
            call.respond(HttpStatusCode.NoContent)
        }
    }
}
