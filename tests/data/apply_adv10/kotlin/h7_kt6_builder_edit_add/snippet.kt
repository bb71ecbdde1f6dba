    fun fetch(id: String, token: String): String {
        val request = Request.Builder()
            .url("$baseUrl/v2/orders/$id")
            .header("Authorization", "Bearer $token")
            // ... existing code ...
    }
