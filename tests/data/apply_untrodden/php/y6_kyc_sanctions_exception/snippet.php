use App\Kyc\Dto\CustomerProfile;
use App\Kyc\Dto\KycResult;
use App\Kyc\Exception\SanctionsMatchException;
use App\Kyc\Provider\DocumentVerifier;
// ... existing code ...

    private function screenSanctions(CustomerProfile $profile): void
    {
        $hits = $this->sanctionsClient->search($profile->fullName, $profile->dateOfBirth);
        foreach ($hits as $hit) {
            if ($hit->confidence >= self::SANCTIONS_MATCH_CONFIDENCE) {
                throw new SanctionsMatchException($profile->customerId, $hit->listName, $hit->confidence);
            }
        }
    }
}
