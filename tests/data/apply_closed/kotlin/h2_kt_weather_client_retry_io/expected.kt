package com.acme.weather.client

import com.acme.weather.model.CurrentConditions
import com.acme.weather.model.Forecast
import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.get
import io.ktor.client.request.parameter
import io.ktor.http.isSuccess
import java.io.IOException
import kotlinx.coroutines.delay
import org.slf4j.LoggerFactory

class WeatherApiException(message: String) : RuntimeException(message)

class WeatherClient(
    private val http: HttpClient,
    private val baseUrl: String,
    private val apiKey: String,
) {
    private val log = LoggerFactory.getLogger(WeatherClient::class.java)

    suspend fun current(latitude: Double, longitude: Double): CurrentConditions {
        val response = http.get("$baseUrl/v1/current") {
            parameter("lat", latitude)
            parameter("lon", longitude)
            parameter("key", apiKey)
        }
        if (!response.status.isSuccess()) {
            throw WeatherApiException("current conditions failed: ${response.status}")
        }
        return response.body()
    }

    suspend fun forecast(latitude: Double, longitude: Double, days: Int = 5): Forecast {
        require(days in 1..14) { "days must be between 1 and 14, was $days" }
        log.debug("Fetching {}-day forecast for {},{}", days, latitude, longitude)
        var attempt = 0
        while (true) {
            try {
                val response = http.get("$baseUrl/v1/forecast") {
                    parameter("lat", latitude)
                    parameter("lon", longitude)
                    parameter("days", days)
                    parameter("key", apiKey)
                }
                if (!response.status.isSuccess()) {
                    throw WeatherApiException("forecast failed: ${response.status}")
                }
                return response.body()
            } catch (e: IOException) {
                if (++attempt >= 3) throw e
                log.warn("Forecast request failed (attempt {}), retrying", attempt, e)
                delay(500L * attempt)
            }
        }
    }

    suspend fun alerts(region: String): List<String> {
        val response = http.get("$baseUrl/v1/alerts") {
            parameter("region", region)
            parameter("key", apiKey)
        }
        if (!response.status.isSuccess()) {
            throw WeatherApiException("alerts failed: ${response.status}")
        }
        return response.body()
    }
}
