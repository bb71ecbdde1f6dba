package com.example.app

import kotlinx.coroutines.delay

class Poller(private val fetch: suspend () -> Int) {
    suspend fun poll(times: Int): List<Int> {
        val out = mutableListOf<Int>()
        repeat(times) {
            out += fetch()
            delay(1000)
        }
        return out
    }
}
