// ... existing code ...
use App\Services\Intake\Exceptions\InvalidBordereauRow;
use Carbon\CarbonImmutable;
use Illuminate\Support\Collection;
// ... existing code ...
        if ($policy === null) {
            throw new InvalidBordereauRow("Unknown policy {$row['policy_number']}");
        }

        // Brokers send US-style dates; reject anything we cannot read or that is in the future.
        $lossDate = CarbonImmutable::createFromFormat('m/d/Y', $row['loss_date']);
        if ($lossDate === false || $lossDate->isFuture()) {
            throw new InvalidBordereauRow("Bad loss date {$row['loss_date']}");
        }

        return FirstNoticeOfLoss::create([
// ... existing code ...
