<?php

declare(strict_types=1);

namespace TinyLint\Report;

use TinyLint\Report\Formatter\CheckstyleFormatter;
use TinyLint\Report\Formatter\JsonFormatter;
use TinyLint\Report\Formatter\JunitFormatter;
use TinyLint\Report\Formatter\TextFormatter;

final class FormatterFactory
{
    /** @var array<string, callable(): Formatter> */
    private array $factories;

    public function __construct(private readonly bool $colors = true)
    {
        $this->factories = [
            'text' => fn (): Formatter => new TextFormatter($this->colors),
            'json' => fn (): Formatter => new JsonFormatter(),
            'checkstyle' => fn (): Formatter => new CheckstyleFormatter(),
            'junit' => fn (): Formatter => new JunitFormatter(),
        ];
    }

    public function register(string $name, callable $factory): void
    {
        if (isset($this->factories[$name])) {
            throw new \LogicException("Formatter '{$name}' is already registered");
        }
        $this->factories[$name] = $factory;
    }

    public function create(string $name): Formatter
    {
        $factory = $this->factories[$name] ?? null;
        if ($factory === null) {
            throw new \InvalidArgumentException(sprintf(
                "Unknown format '%s'. Available formats: %s",
                $name,
                implode(', ', $this->names()),
            ));
        }
        return $factory();
    }

    public function has(string $name): bool
    {
        return isset($this->factories[$name]);
    }

    /**
     * @return list<string>
     */
    public function names(): array
    {
        $names = array_keys($this->factories);
        sort($names);
        return $names;
    }
}
