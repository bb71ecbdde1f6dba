package org.meridianlab.trials.samples

import java.time.Duration
import java.time.Instant
import org.meridianlab.trials.samples.model.FreezerPosition
import org.meridianlab.trials.samples.model.Sample
import org.meridianlab.trials.samples.model.SampleType
import org.slf4j.LoggerFactory

class SampleTracker(private val store: SampleStore) {

    private val log = LoggerFactory.getLogger(SampleTracker::class.java)

    fun register(sample: Sample, position: FreezerPosition): Sample {
        require(store.positionFree(position)) { "position $position already occupied" }
        val stored = sample.copy(position = position, registeredAt = Instant.now())
        store.put(stored)
        log.info("registered sample {} at {}", sample.barcode, position)
        return stored
    }

    fun move(barcode: String, to: FreezerPosition): Sample {
        val sample = store.get(barcode) ?: error("unknown sample $barcode")
        require(store.positionFree(to)) { "position $to already occupied" }
        val moved = sample.copy(position = to)
        store.put(moved)
        log.info("moved sample {} from {} to {}", barcode, sample.position, to)
        return moved
    }

    fun findByParticipant(participantId: String): List<Sample> =
        store.all().filter { it.participantId == participantId }

    fun findByType(type: SampleType): List<Sample> =
        store.all().filter { it.type == type }

    fun thawCount(barcode: String): Int =
        store.get(barcode)?.thawEvents?.size ?: 0

    companion object {
        val PLASMA_SHELF_LIFE: Duration = Duration.ofDays(365)
        val SERUM_SHELF_LIFE: Duration = Duration.ofDays(365)
        const val MAX_THAW_CYCLES = 3
    }
}

interface SampleStore {
    fun get(barcode: String): Sample?
    fun put(sample: Sample)
    fun all(): List<Sample>
    fun positionFree(position: FreezerPosition): Boolean
}
