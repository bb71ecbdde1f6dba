// ...

data class Note(
    val id: String,
    val title: String,
    val body: String,
    val createdAt: Instant,
    val updatedAt: Instant,
    val tags: Set<String>,
) {
    val preview: String
        get() = body.lineSequence().firstOrNull { it.isNotBlank() }?.take(PREVIEW_LENGTH).orEmpty()

    val isEmpty: Boolean
        get() = title.isBlank() && body.isBlank()

    val wordCount: Int
        get() = body.split(WHITESPACE).count { it.isNotEmpty() }

    companion object {
        const val PREVIEW_LENGTH = 120
        private val WHITESPACE = Regex("\\s+")
    }
}

// rest of file unchanged
