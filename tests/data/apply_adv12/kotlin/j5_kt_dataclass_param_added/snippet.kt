@field:NotBlank
@field:Size(min = 8, max = 128)
@JsonProperty("password")
val password: String,

@field:Size(max = 16)
@JsonProperty("invite_code")
val inviteCode: String? = null,

// ... existing code ...
