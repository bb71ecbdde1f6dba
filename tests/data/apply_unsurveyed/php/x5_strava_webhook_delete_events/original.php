<?php

declare(strict_types=1);

namespace StrideLab\Integrations\Strava;

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;
use Psr\Log\LoggerInterface;

final class StravaWebhookHandler
{
    public function __construct(
        private readonly string $verifyToken,
        private readonly ActivityImportQueue $queue,
        private readonly AthleteLinkRepository $links,
        private readonly ResponseFactory $responses,
        private readonly LoggerInterface $logger,
    ) {
    }

    public function handle(ServerRequestInterface $request): ResponseInterface
    {
        if ($request->getMethod() === 'GET') {
            return $this->verifySubscription($request);
        }

        $event = json_decode((string) $request->getBody(), true);
        if (!is_array($event) || !isset($event['object_type'], $event['aspect_type'])) {
            $this->logger->warning('strava webhook: malformed payload');
            return $this->responses->json(['status' => 'ignored'], 200);
        }

        return match ($event['object_type']) {
            'activity' => $this->onActivity($event),
            'athlete' => $this->onAthlete($event),
            default => $this->responses->json(['status' => 'ignored'], 200),
        };
    }

    private function verifySubscription(ServerRequestInterface $request): ResponseInterface
    {
        $params = $request->getQueryParams();
        if (($params['hub_mode'] ?? '') !== 'subscribe' || ($params['hub_verify_token'] ?? '') !== $this->verifyToken) {
            return $this->responses->json(['error' => 'verification failed'], 403);
        }

        return $this->responses->json(['hub.challenge' => $params['hub_challenge'] ?? ''], 200);
    }

    private function onActivity(array $event): ResponseInterface
    {
        $athleteId = (int) $event['owner_id'];
        $activityId = (int) $event['object_id'];

        if (!$this->links->isLinked($athleteId)) {
            $this->logger->info('strava webhook: unlinked athlete', ['athlete' => $athleteId]);
            return $this->responses->json(['status' => 'ignored'], 200);
        }

        if ($event['aspect_type'] === 'create' || $event['aspect_type'] === 'update') {
            $this->queue->enqueue($athleteId, $activityId);
        }

        return $this->responses->json(['status' => 'queued'], 200);
    }

    private function onAthlete(array $event): ResponseInterface
    {
        $athleteId = (int) $event['owner_id'];
        $updates = $event['updates'] ?? [];

        if (($updates['authorized'] ?? null) === 'false') {
            $this->links->unlink($athleteId);
            $this->logger->info('strava webhook: athlete deauthorized', ['athlete' => $athleteId]);
        }

        return $this->responses->json(['status' => 'ok'], 200);
    }
}
