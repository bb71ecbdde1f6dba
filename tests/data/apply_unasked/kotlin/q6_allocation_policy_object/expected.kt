package wine.hollowcreek.orders

import java.math.BigDecimal
import java.math.RoundingMode

enum class DistributorTier { GOLD, SILVER, STANDARD }

data class OrderLine(
    val sku: String,
    val vintage: Int,
    val cases: Int,
    val pricePerCase: BigDecimal,
)

data class WholesaleOrder(
    val id: String,
    val distributorId: String,
    val tier: DistributorTier,
    val shipToState: String,
    val lines: List<OrderLine>,
)

object AllocationPolicy {
    const val MAX_CASES_PER_SKU_STANDARD = 10
    const val MAX_CASES_PER_SKU_SILVER = 25
    const val MAX_CASES_PER_SKU_GOLD = 60

    private val restrictedStates = setOf("UT", "MS", "AL")

    fun maxCasesFor(tier: DistributorTier): Int = when (tier) {
        DistributorTier.GOLD -> MAX_CASES_PER_SKU_GOLD
        DistributorTier.SILVER -> MAX_CASES_PER_SKU_SILVER
        DistributorTier.STANDARD -> MAX_CASES_PER_SKU_STANDARD
    }

    fun canShipTo(state: String): Boolean = state.trim().uppercase() !in restrictedStates

    fun requiresLicenseCheck(state: String): Boolean = state.trim().uppercase() in setOf("PA", "NH")
}

object VolumeDiscount {
    private val tiers = listOf(
        100 to BigDecimal("0.12"),
        50 to BigDecimal("0.08"),
        20 to BigDecimal("0.05"),
    )

    fun rateFor(totalCases: Int): BigDecimal =
        tiers.firstOrNull { (minCases, _) -> totalCases >= minCases }?.second ?: BigDecimal.ZERO
}

class WholesaleOrderService(
    private val inventory: InventoryGateway,
) {
    fun validate(order: WholesaleOrder): List<String> {
        val problems = mutableListOf<String>()
        if (!AllocationPolicy.canShipTo(order.shipToState)) {
            problems += "Cannot ship wine to ${order.shipToState}"
        }
        val limit = AllocationPolicy.maxCasesFor(order.tier)
        for (line in order.lines) {
            if (line.cases > limit) {
                problems += "${line.sku} ${line.vintage}: ${line.cases} cases exceeds allocation of $limit"
            }
            if (inventory.availableCases(line.sku, line.vintage) < line.cases) {
                problems += "${line.sku} ${line.vintage}: not enough stock"
            }
        }
        return problems
    }

    fun total(order: WholesaleOrder): BigDecimal {
        val gross = order.lines.fold(BigDecimal.ZERO) { acc, line ->
            acc + line.pricePerCase * BigDecimal(line.cases)
        }
        val discount = VolumeDiscount.rateFor(order.lines.sumOf { it.cases })
        return (gross - gross * discount).setScale(2, RoundingMode.HALF_UP)
    }
}

interface InventoryGateway {
    fun availableCases(sku: String, vintage: Int): Int
}
