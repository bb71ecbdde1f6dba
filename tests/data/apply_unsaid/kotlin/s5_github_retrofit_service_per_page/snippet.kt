    // ...

    @Headers("Accept: application/vnd.github+json")
    @GET("repos/{owner}/{repo}/pulls")
    suspend fun listPullRequests(
        @Path("owner") owner: String,
        @Path("repo") repo: String,
        @Query("state") state: String = "open",
        @Query("per_page") perPage: Int = 100,
        @Query("page") page: Int = 1,
    ): List<PullRequestDto>

    // ...
