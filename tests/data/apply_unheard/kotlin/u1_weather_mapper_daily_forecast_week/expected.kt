package com.example.weather.data

import com.example.weather.data.remote.CurrentDto
import com.example.weather.data.remote.ForecastDto
import com.example.weather.domain.CurrentWeather
import com.example.weather.domain.DailyForecast
import com.example.weather.domain.WeatherCondition
import java.time.Instant
import java.time.ZoneId
import kotlin.math.roundToInt

object WeatherMapper {

    fun toCurrentWeather(dto: CurrentDto, zone: ZoneId): CurrentWeather {
        return CurrentWeather(
            temperatureC = dto.temp.roundToInt(),
            feelsLikeC = dto.feelsLike.roundToInt(),
            humidity = dto.humidity,
            condition = toCondition(dto.weatherCode),
            observedAt = Instant.ofEpochSecond(dto.timestamp).atZone(zone).toLocalDateTime(),
        )
    }

    fun toDailyForecasts(dto: ForecastDto, zone: ZoneId): List<DailyForecast> {
        return dto.daily
            .sortedBy { it.timestamp }
            .take(7)
            .map { day ->
                DailyForecast(
                    date = Instant.ofEpochSecond(day.timestamp).atZone(zone).toLocalDate(),
                    minC = day.tempMin.roundToInt(),
                    maxC = day.tempMax.roundToInt(),
                    condition = toCondition(day.weatherCode),
                    precipitationChance = (day.pop * 100).roundToInt(),
                )
            }
    }

    fun toCondition(code: Int): WeatherCondition = when (code) {
        0 -> WeatherCondition.CLEAR
        1, 2 -> WeatherCondition.PARTLY_CLOUDY
        3 -> WeatherCondition.OVERCAST
        45, 48 -> WeatherCondition.FOG
        in 51..67 -> WeatherCondition.RAIN
        in 71..77 -> WeatherCondition.SNOW
        in 95..99 -> WeatherCondition.THUNDERSTORM
        else -> WeatherCondition.UNKNOWN
    }

    fun windDirection(degrees: Int): String {
        val directions = listOf("N", "NE", "E", "SE", "S", "SW", "W", "NW")
        val index = ((degrees % 360) / 45.0).roundToInt() % 8
        return directions[index]
    }
}
