package com.harbourline.ferry.deck

import kotlin.math.ceil

enum class VehicleCategory(val lengthMetres: Double, val heightMetres: Double) {
    MOTORCYCLE(2.5, 1.5),
    CAR(5.0, 1.9),
    VAN(6.5, 2.8),
    CAR_WITH_TRAILER(10.0, 2.2),
    COACH(13.5, 3.8),
    HGV(17.0, 4.2),
}

data class Lane(
    val number: Int,
    val lengthMetres: Double,
    val maxHeightMetres: Double,
)

data class DeckBooking(
    val ticketRef: String,
    val category: VehicleCategory,
    val lane: Int,
)

/**
 * Works out how much vehicle deck space is left on a sailing.
 * Lengths include a fixed gap between vehicles for lashing.
 */
class DeckSpaceCalculator(
    private val lanes: List<Lane>,
    private val gapMetres: Double = 0.5,
) {

    /** Space a single vehicle takes up in a lane, gap included. */
    fun footprint(category: VehicleCategory): Double =
        category.lengthMetres + gapMetres

    /** Metres already booked in one lane. */
    fun usedMetres(lane: Int, bookings: List<DeckBooking>): Double =
        bookings
            .filter { it.lane == lane }
            .sumOf { footprint(it.category) }

    /** Metres still free in one lane; never negative. */
    fun freeMetres(lane: Lane, bookings: List<DeckBooking>): Double =
        (lane.lengthMetres - usedMetres(lane.number, bookings)).coerceAtLeast(0.0)

    /** Lanes tall enough for the given vehicle category. */
    fun lanesFor(category: VehicleCategory): List<Lane> =
        lanes.filter { it.maxHeightMetres >= category.heightMetres }

    /**
     * First lane with room for the vehicle, or null when the deck is full
     * for that category.
     */
    fun firstLaneWithRoom(category: VehicleCategory, bookings: List<DeckBooking>): Lane? =
        lanesFor(category).firstOrNull { freeMetres(it, bookings) >= footprint(category) }

    /** How many more vehicles of this category could still be loaded. */
    fun remainingCapacity(category: VehicleCategory, bookings: List<DeckBooking>): Int =
        lanesFor(category).sumOf { lane ->
            (freeMetres(lane, bookings) / footprint(category)).toInt()
        }

    /** Car-equivalent units used, as reported to the port authority. */
    fun carEquivalentUnits(bookings: List<DeckBooking>): Int =
        bookings.sumOf { ceil(footprint(it.category) / footprint(VehicleCategory.CAR)).toInt() }
}
