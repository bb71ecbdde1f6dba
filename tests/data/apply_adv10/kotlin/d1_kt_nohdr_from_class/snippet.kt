class Poller(private val fetch: suspend () -> Int, private val intervalMs: Long = 1000) {
    suspend fun poll(times: Int): List<Int> {
        val out = mutableListOf<Int>()
        repeat(times) {
            out += fetch()
            delay(intervalMs)
        }
        return out
    }
}
