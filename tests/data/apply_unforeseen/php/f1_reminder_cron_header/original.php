<?php
// send reminders

declare(strict_types=1);

require __DIR__ . '/../vendor/autoload.php';

use PawCare\Clinic\ClinicRepository;
use PawCare\Reminders\ReminderMailer;
use PawCare\Reminders\SmsGateway;
use PawCare\Vaccination\VaccinationRepository;

$config = require __DIR__ . '/../config/app.php';
$pdo = new PDO($config['db']['dsn'], $config['db']['user'], $config['db']['password'], [
    PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
]);

$clinics = new ClinicRepository($pdo);
$vaccinations = new VaccinationRepository($pdo);
$mailer = new ReminderMailer($config['mail']);
$sms = new SmsGateway($config['sms']['api_key'], $config['sms']['sender']);

$leadDays = (int) ($argv[1] ?? $config['reminders']['lead_days'] ?? 14);
$today = new DateTimeImmutable('today');
$queued = 0;
$failed = 0;

foreach ($clinics->active() as $clinic) {
    $due = $vaccinations->dueBetween($clinic->id, $today, $today->modify("+{$leadDays} days"));

    foreach ($due as $record) {
        if ($vaccinations->reminderAlreadySent($record->id)) {
            continue;
        }

        try {
            if ($record->ownerEmail !== null) {
                $mailer->sendVaccinationReminder($clinic, $record);
            }
            if ($record->ownerPhone !== null && $record->smsOptIn) {
                $sms->send($record->ownerPhone, sprintf(
                    '%s: %s is due for %s on %s. Book: %s',
                    $clinic->name,
                    $record->petName,
                    $record->vaccineName,
                    $record->dueOn->format('j M'),
                    $clinic->bookingUrl,
                ));
            }
            $vaccinations->markReminderSent($record->id, new DateTimeImmutable());
            $queued++;
        } catch (Throwable $e) {
            $failed++;
            fwrite(STDERR, sprintf("[%s] reminder %d failed: %s\n", $clinic->code, $record->id, $e->getMessage()));
        }
    }
}

printf("Queued %d vaccination reminders (%d failed)\n", $queued, $failed);
exit($failed > 0 ? 1 : 0);
