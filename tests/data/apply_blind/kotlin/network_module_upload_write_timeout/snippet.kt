// ... existing code ...

    @Provides
    @Singleton
    @UploadClient
    fun provideUploadClient(base: OkHttpClient): OkHttpClient =
        base.newBuilder()
            .connectTimeout(10, TimeUnit.SECONDS)
            .readTimeout(30, TimeUnit.SECONDS)
            .writeTimeout(120, TimeUnit.SECONDS)
            .build()

// ... existing code ...
