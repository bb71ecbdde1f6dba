package com.harborline.agentportal.quotes

import com.harborline.agentportal.auth.AgentPrincipal
import com.harborline.agentportal.rating.RatingClient
import com.harborline.agentportal.rating.RatingRequest
import java.math.BigDecimal
import java.math.RoundingMode
import java.time.LocalDate
import java.util.UUID

data class QuoteRequest(
    val product: String,
    val state: String,
    val effectiveDate: LocalDate,
    val insuredName: String,
    val coverageLimits: Map<String, BigDecimal>,
)

data class Quote(
    val id: UUID,
    val agentCode: String,
    val product: String,
    val state: String,
    val effectiveDate: LocalDate,
    val annualPremium: BigDecimal,
    val expiresOn: LocalDate,
)

class QuoteValidationException(message: String) : RuntimeException(message)

class QuoteService(
    private val ratingClient: RatingClient,
    private val quoteRepository: QuoteRepository,
) {
    private val supportedProducts = setOf("AUTO", "HO3", "HO6", "UMBRELLA")

    fun createQuote(agent: AgentPrincipal, request: QuoteRequest): Quote {
        validate(agent, request)
        val rated = ratingClient.rate(
            RatingRequest(
                product = request.product,
                state = request.state,
                effectiveDate = request.effectiveDate,
                limits = request.coverageLimits,
            ),
        )
        val quote = Quote(
            id = UUID.randomUUID(),
            agentCode = agent.agentCode,
            product = request.product,
            state = request.state,
            effectiveDate = request.effectiveDate,
            annualPremium = rated.annualPremium.setScale(2, RoundingMode.HALF_UP),
            expiresOn = LocalDate.now().plusDays(QUOTE_VALID_DAYS),
        )
        quoteRepository.save(quote)
        return quote
    }

    fun findOpenQuotes(agent: AgentPrincipal): List<Quote> =
        quoteRepository.findByAgent(agent.agentCode)
            .filter { !it.expiresOn.isBefore(LocalDate.now()) }
            .sortedByDescending { it.effectiveDate }

    private fun validate(agent: AgentPrincipal, request: QuoteRequest) {
        if (request.product !in supportedProducts) {
            throw QuoteValidationException("Unsupported product ${request.product}")
        }
        if (request.state !in agent.licensedStates) {
            throw QuoteValidationException("Agent ${agent.agentCode} is not licensed in ${request.state}")
        }
        if (request.effectiveDate.isBefore(LocalDate.now())) {
            throw QuoteValidationException("Effective date cannot be in the past")
        }
        if (request.insuredName.isBlank()) {
            throw QuoteValidationException("Insured name is required")
        }
    }

    companion object {
        const val QUOTE_VALID_DAYS = 30L
    }
}
