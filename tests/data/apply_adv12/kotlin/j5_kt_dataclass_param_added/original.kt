package com.acme.api.dto

import com.fasterxml.jackson.annotation.JsonProperty
import jakarta.validation.constraints.Email
import jakarta.validation.constraints.NotBlank
import jakarta.validation.constraints.Size

data class SignupRequest(
    @field:NotBlank
    @field:Email
    @JsonProperty("email")
    val email: String,

    @field:NotBlank
    @field:Size(min = 8, max = 128)
    @JsonProperty("password")
    val password: String,

    @field:Size(max = 64)
    @JsonProperty("display_name")
    val displayName: String? = null,

    @JsonProperty("marketing_opt_in")
    val marketingOptIn: Boolean = false,
)
