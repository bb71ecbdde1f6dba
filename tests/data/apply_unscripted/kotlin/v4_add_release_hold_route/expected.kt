package com.harbourline.ferry.api

import com.harbourline.ferry.domain.SailingId
import com.harbourline.ferry.service.SailingService
import com.harbourline.ferry.service.WeatherHoldService
import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.request.receive
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.get
import io.ktor.server.routing.post
import io.ktor.server.routing.route

data class HoldRequest(val reason: String, val issuedBy: String)

/**
 * HTTP routes for sailings: timetable lookups and weather holds.
 */
fun Route.sailingRoutes(
    sailings: SailingService,
    holds: WeatherHoldService,
) {
    route("/sailings") {
        // List all sailings for a given day, optionally filtered by route code.
        get {
            val date = call.request.queryParameters["date"]
                ?: return@get call.respond(HttpStatusCode.BadRequest, "date is required")
            val routeCode = call.request.queryParameters["route"]
            call.respond(sailings.listForDay(date, routeCode))
        }

        // Fetch a single sailing with its deck allocation summary.
        get("/{id}") {
            val id = call.parameters["id"]?.let(::SailingId)
                ?: return@get call.respond(HttpStatusCode.BadRequest, "missing sailing id")
            val sailing = sailings.find(id)
                ?: return@get call.respond(HttpStatusCode.NotFound)
            call.respond(sailing)
        }

        // Cancel a sailing outright; tickets are refunded by the billing job.
        post("/{id}/cancel") {
            val id = call.parameters["id"]?.let(::SailingId)
                ?: return@post call.respond(HttpStatusCode.BadRequest, "missing sailing id")
            val cancelled = sailings.cancel(id)
            if (!cancelled) {
                return@post call.respond(HttpStatusCode.Conflict, "sailing already departed")
            }
            call.respond(HttpStatusCode.NoContent)
        }

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
