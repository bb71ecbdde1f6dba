// ... keep existing code

enum class ReminderChannel { EMAIL, SMS, POSTCARD, PORTAL }

// ... keep existing code

    private val leadDays = mapOf(
        ReminderChannel.EMAIL to 14L,
        ReminderChannel.SMS to 3L,
        ReminderChannel.POSTCARD to 28L,
        ReminderChannel.PORTAL to 14L,
    )

// ... keep existing code

        return when {
            owner.prefersSms && owner.mobile != null -> ReminderChannel.SMS
            owner.portalAccountId != null -> ReminderChannel.PORTAL
            owner.email != null -> ReminderChannel.EMAIL
            else -> ReminderChannel.POSTCARD
        }
// ... keep existing code
