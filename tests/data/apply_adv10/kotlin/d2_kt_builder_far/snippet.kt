object Http {
    val client: OkHttpClient = OkHttpClient.Builder()
        .connectTimeout(10, TimeUnit.SECONDS)
        .callTimeout(90, TimeUnit.SECONDS)
        // ... existing settings ...
        .build()
}
