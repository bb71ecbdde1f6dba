package com.skycast.data.mapper

import com.skycast.data.remote.CurrentDto
import com.skycast.data.remote.DailyDto
import com.skycast.data.remote.HourlyDto
import com.skycast.domain.model.CurrentWeather
import com.skycast.domain.model.DailyForecast
import com.skycast.domain.model.HourlyForecast
import com.skycast.domain.model.Temperature
import com.skycast.domain.model.WeatherCondition
import java.time.Instant
import java.time.ZoneId

private fun conditionFor(code: Int): WeatherCondition = when (code) {
    0 -> WeatherCondition.CLEAR
    1, 2 -> WeatherCondition.PARTLY_CLOUDY
    3 -> WeatherCondition.OVERCAST
    in 45..48 -> WeatherCondition.FOG
    in 51..67 -> WeatherCondition.RAIN
    in 71..77 -> WeatherCondition.SNOW
    in 95..99 -> WeatherCondition.THUNDERSTORM
    else -> WeatherCondition.UNKNOWN
}

fun CurrentDto.toDomain(zone: ZoneId): CurrentWeather {
    val observedAt = Instant.ofEpochSecond(time).atZone(zone)
    val temperature = Temperature.celsius(temperature2m)
    val condition = conditionFor(weatherCode)
    return CurrentWeather(observedAt, temperature, condition, windSpeed10m)
}

fun HourlyDto.toDomain(zone: ZoneId): List<HourlyForecast> {
    val times = time.map { Instant.ofEpochSecond(it).atZone(zone) }
    val temperatures = temperature2m.map(Temperature::celsius)
    val conditions = weatherCode.map(::conditionFor)
    return times.indices.map { i -> HourlyForecast(times[i], temperatures[i], conditions[i]) }
}

fun DailyDto.toDomain(zone: ZoneId): List<DailyForecast> {
    val days = time.map { Instant.ofEpochSecond(it).atZone(zone).toLocalDate() }
    val highs = temperature2mMax.map(Temperature::celsius)
    val lows = temperature2mMin.map(Temperature::celsius)
    val conditions = weatherCode.map(::conditionFor)
    return days.indices.map { i -> DailyForecast(days[i], highs[i], lows[i], conditions[i]) }
}

fun List<HourlyForecast>.nextHours(count: Int, now: Instant): List<HourlyForecast> =
    filter { !it.time.toInstant().isBefore(now) }.take(count)
