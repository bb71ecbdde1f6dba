// ... existing code ...

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
        val startedAt = upload.points.first().timestamp
        if (repository.existsForAthlete(upload.athleteId, startedAt)) {
            throw UploadRejected("duplicate workout starting at $startedAt")
        }
    }

    // ... existing code ...
}

// ... existing code ...
