package com.stridelab.uploads

import java.time.Duration
import java.time.Instant
import java.util.UUID

data class TrackPoint(
    val lat: Double,
    val lon: Double,
    val elevationM: Double?,
    val timestamp: Instant,
    val heartRate: Int?
)

data class WorkoutUpload(
    val id: UUID,
    val athleteId: Long,
    val sport: String,
    val points: List<TrackPoint>
)

class UploadRejected(message: String) : RuntimeException(message)

class GpxPointValidator(private val maxGap: Duration = Duration.ofMinutes(5)) {

    fun validate(points: List<TrackPoint>) {
        if (points.size < 2) {
            throw UploadRejected("track needs at least two points")
        }
        points.zipWithNext().forEach { (a, b) ->
            if (b.timestamp.isBefore(a.timestamp)) {
                throw UploadRejected("points out of order at ${b.timestamp}")
            }
            if (Duration.between(a.timestamp, b.timestamp) > maxGap) {
                throw UploadRejected("gap longer than $maxGap at ${a.timestamp}")
            }
        }
    }
}

class WorkoutUploadService(
    private val validator: GpxPointValidator,
    private val repository: WorkoutRepository,
    private val maxPoints: Int = 50_000
) {

    fun validate(upload: WorkoutUpload) {
        if (upload.points.size > maxPoints) {
            throw UploadRejected("track has ${upload.points.size} points, limit is $maxPoints")
        }
        validator.validate(upload.points)
    }

    fun accept(upload: WorkoutUpload): UUID {
        validate(upload)
        repository.save(upload)
        return upload.id
    }

    fun durationOf(upload: WorkoutUpload): Duration {
        val first = upload.points.first().timestamp
        val last = upload.points.last().timestamp
        return Duration.between(first, last)
    }
}

interface WorkoutRepository {
    fun save(upload: WorkoutUpload)
    fun existsForAthlete(athleteId: Long, startedAt: Instant): Boolean
}
