package com.example.api

import okhttp3.OkHttpClient
import okhttp3.Request

class OrdersClient(
    private val http: OkHttpClient,
    private val baseUrl: String,
) {
    fun fetch(id: String): String {
        val request = Request.Builder()
            .url("$baseUrl/orders/$id")
            .get()
            .build()
        http.newCall(request).execute().use { response ->
            check(response.isSuccessful) { "HTTP ${response.code}" }
            return response.body!!.string()
        }
    }

    fun cancel(id: String) {
        val request = Request.Builder()
            .url("$baseUrl/orders/$id/cancel")
            .post(ByteArray(0).toRequestBody())
            .build()
        http.newCall(request).execute().close()
    }
}
