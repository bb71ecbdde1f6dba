package com.example.gitviewer.data.remote

import com.example.gitviewer.data.remote.dto.BranchDto
import com.example.gitviewer.data.remote.dto.CommitDto
import com.example.gitviewer.data.remote.dto.IssueDto
import com.example.gitviewer.data.remote.dto.RepoDto
import com.example.gitviewer.data.remote.dto.UserDto
import retrofit2.Response
import retrofit2.http.GET
import retrofit2.http.Header
import retrofit2.http.Path
import retrofit2.http.Query

interface GithubApi {

    @GET("users/{user}")
    suspend fun getUser(
        @Path("user") user: String,
    ): UserDto

    @GET("users/{user}/repos")
    suspend fun listRepos(
        @Path("user") user: String,
        @Query("sort") sort: String = "updated",
        @Query("per_page") perPage: Int = 30,
        @Query("page") page: Int = 1,
    ): List<RepoDto>

    @GET("repos/{owner}/{repo}")
    suspend fun getRepo(
        @Path("owner") owner: String,
        @Path("repo") repo: String,
        @Header("If-None-Match") etag: String? = null,
    ): Response<RepoDto>

    @GET("repos/{owner}/{repo}/issues")
    suspend fun listIssues(
        @Path("owner") owner: String,
        @Path("repo") repo: String,
        @Query("state") state: String = "open",
        @Query("per_page") perPage: Int = 30,
        @Query("page") page: Int = 1,
    ): List<IssueDto>

    @GET("repos/{owner}/{repo}/commits")
    suspend fun listCommits(
        @Path("owner") owner: String,
        @Path("repo") repo: String,
        @Query("sha") branch: String? = null,
        @Query("per_page") perPage: Int = 30,
    ): List<CommitDto>

    companion object {
        const val BASE_URL = "https://api.github.com/"
        const val ACCEPT_HEADER = "application/vnd.github+json"
    }
}
