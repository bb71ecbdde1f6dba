// ... existing imports ...
import com.acme.accounts.domain.UserRole
import java.time.ZoneOffset
import java.time.format.DateTimeFormatter

// ... existing code ...

    fun toDto(user: User): UserDto = UserDto(
        id = user.id.toString(),
        email = user.email,
        displayName = user.displayName ?: user.email.substringBefore('@'),
        roles = user.roles.map { it.name.lowercase() },
        address = user.address?.let(::toDto),
        createdAt = user.createdAt.atOffset(ZoneOffset.UTC).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME),
        lastLoginAt = user.lastLoginAt?.atOffset(ZoneOffset.UTC)?.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME),
    )

// ... existing code ...
