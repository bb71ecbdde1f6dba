package com.harborline.agentportal.quotes

import com.harborline.agentportal.auth.AgentPrincipal
import com.harborline.agentportal.rating.RatingClient
import com.harborline.agentportal.rating.RatingRequest
import org.slf4j.LoggerFactory
import java.math.BigDecimal
// ... existing code ...

    fun createQuote(agent: AgentPrincipal, request: QuoteRequest): Quote {
        // ... existing code ...
        quoteRepository.save(quote)
        log.info("Agent {} created {} quote {} in {}", agent.agentCode, quote.product, quote.id, quote.state)
        return quote
    }

    // ... existing code ...

    companion object {
        const val QUOTE_VALID_DAYS = 30L
        private val log = LoggerFactory.getLogger(QuoteService::class.java)
    }
}
