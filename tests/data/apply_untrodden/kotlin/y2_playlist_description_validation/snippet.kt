class PlaylistValidator(private val maxTracks: Int = MAX_TRACKS) {

    // ... existing code ...

    fun validateDescription(description: String?) {
        if (description != null && description.length > MAX_DESCRIPTION_LENGTH) {
            throw PlaylistValidationException("Playlist description exceeds $MAX_DESCRIPTION_LENGTH characters")
        }
    }

    companion object {
        const val MAX_TRACKS = 10_000
        const val MAX_NAME_LENGTH = 100
        const val MAX_DESCRIPTION_LENGTH = 300
    }
}

// ... existing code ...
