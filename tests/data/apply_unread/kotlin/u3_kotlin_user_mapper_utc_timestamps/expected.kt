package com.acme.accounts.mapping

import com.acme.accounts.api.AddressDto
import com.acme.accounts.api.UserDto
import com.acme.accounts.api.UserSummaryDto
import com.acme.accounts.domain.Address
import com.acme.accounts.domain.User
import com.acme.accounts.domain.UserRole
import java.time.ZoneOffset
import java.time.format.DateTimeFormatter

/**
 * Converts between the account domain model and the public API representation.
 */
object UserMapper {

    fun toDto(user: User): UserDto = UserDto(
        id = user.id.toString(),
        email = user.email,
        displayName = user.displayName ?: user.email.substringBefore('@'),
        roles = user.roles.map { it.name.lowercase() },
        address = user.address?.let(::toDto),
        createdAt = user.createdAt.atOffset(ZoneOffset.UTC).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME),
        lastLoginAt = user.lastLoginAt?.atOffset(ZoneOffset.UTC)?.format(DateTimeFormatter.ISO_OFFSET_DATE_TIME),
    )

    fun toDto(address: Address): AddressDto = AddressDto(
        street = address.street,
        city = address.city,
        postalCode = address.postalCode,
        country = address.countryCode,
    )

    fun toSummary(user: User): UserSummaryDto = UserSummaryDto(
        id = user.id.toString(),
        displayName = user.displayName ?: user.email.substringBefore('@'),
        active = user.deactivatedAt == null,
    )

    fun toDomain(dto: AddressDto): Address = Address(
        street = dto.street.trim(),
        city = dto.city.trim(),
        postalCode = dto.postalCode.replace(" ", ""),
        countryCode = dto.country.uppercase(),
    )

    fun parseRoles(values: List<String>): Set<UserRole> =
        values.mapNotNull { value ->
            UserRole.entries.firstOrNull { it.name.equals(value, ignoreCase = true) }
        }.toSet()
}
