package com.haulbridge.loads

import java.time.Clock
import java.time.Instant

class LoadNotFoundException(loadId: String) : RuntimeException("Load $loadId not found")

class LoadService(
    private val loads: LoadRepository,
    private val events: LoadEventPublisher,
    private val clock: Clock = Clock.systemUTC(),
) {

    fun postLoad(loadId: String, postedBy: String): Load {
        val load = requireLoad(loadId)
        check(load.status == LoadStatus.DRAFT) { "Load $loadId is ${load.status}, expected DRAFT" }
        val updated = load.copy(status = LoadStatus.POSTED, postedAt = Instant.now(clock))
        loads.save(updated)
        events.publish(LoadEvent.Posted(loadId, postedBy))
        return updated
    }

    fun tenderLoad(loadId: String, carrierMc: String): Load {
        val load = requireLoad(loadId)
        check(load.status == LoadStatus.POSTED) { "Load $loadId is ${load.status}, expected POSTED" }
        val updated = load.copy(
            status = LoadStatus.TENDERED,
            carrierMc = carrierMc,
            tenderedAt = Instant.now(clock),
        )
        loads.save(updated)
        events.publish(LoadEvent.Tendered(loadId, carrierMc))
        return updated
    }

    fun acceptTender(loadId: String, carrierMc: String): Load {
        val load = requireLoad(loadId)
        check(load.status == LoadStatus.TENDERED) { "Load $loadId is ${load.status}, expected TENDERED" }
        require(load.carrierMc == carrierMc) { "Load $loadId was tendered to ${load.carrierMc}, not $carrierMc" }
        val updated = load.copy(status = LoadStatus.COVERED, coveredAt = Instant.now(clock))
        loads.save(updated)
        events.publish(LoadEvent.Covered(loadId, carrierMc))
        return updated
    }

    fun rejectTender(loadId: String, carrierMc: String, reason: String): Load {
        val load = requireLoad(loadId)
        check(load.status == LoadStatus.TENDERED) { "Load $loadId is ${load.status}, expected TENDERED" }
        val updated = load.copy(status = LoadStatus.POSTED, carrierMc = null, tenderedAt = null)
        loads.save(updated)
        events.publish(LoadEvent.TenderRejected(loadId, carrierMc, reason))
        return updated
    }

    fun markDelivered(loadId: String): Load {
        val load = requireLoad(loadId)
        check(load.status == LoadStatus.IN_TRANSIT) { "Load $loadId is ${load.status}, expected IN_TRANSIT" }
        val updated = load.copy(status = LoadStatus.DELIVERED, deliveredAt = Instant.now(clock))
        loads.save(updated)
        events.publish(LoadEvent.Delivered(loadId))
        return updated
    }

    private fun requireLoad(loadId: String): Load =
        loads.findById(loadId) ?: throw LoadNotFoundException(loadId)
}
