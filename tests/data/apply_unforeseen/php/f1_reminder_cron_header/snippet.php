#!/usr/bin/env php
<?php
/**
 * Nightly job: send vaccination reminder emails/SMS for every active clinic.
 *
 * Usage:   bin/send-vaccination-reminders.php [lead-days]
 * Cron:    30 2 * * * www-data /srv/pawcare/bin/send-vaccination-reminders.php
 */

declare(strict_types=1);

// ... existing code ...
