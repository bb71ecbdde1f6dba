    @GET("repos/{owner}/{repo}")
    suspend fun getRepo(
        @Path("owner") owner: String,
        @Path("repo") repo: String,
        @Header("If-None-Match") etag: String? = null,
    ): Response<RepoDto>

    @GET("repos/{owner}/{repo}/branches")
    suspend fun listBranches(
        @Path("owner") owner: String,
        @Path("repo") repo: String,
        @Query("protected") protectedOnly: Boolean? = null,
        @Query("per_page") perPage: Int = 100,
    ): List<BranchDto>

    @GET("repos/{owner}/{repo}/issues")
    suspend fun listIssues(
        // ...
