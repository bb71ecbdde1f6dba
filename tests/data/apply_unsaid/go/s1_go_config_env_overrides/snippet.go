import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"gopkg.in/yaml.v3"
)

// ... existing code ...

func Load(path string) (Config, error) {
	// ... existing code ...
	if err := yaml.Unmarshal(data, &cfg); err != nil {
		return cfg, fmt.Errorf("parse config: %w", err)
	}
	if v, ok := os.LookupEnv("APP_PORT"); ok {
		port, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil {
			return cfg, fmt.Errorf("APP_PORT: %w", err)
		}
		cfg.Server.Port = port
	}
	if v, ok := os.LookupEnv("DATABASE_URL"); ok {
		cfg.Database.DSN = v
	}
	if err := cfg.Validate(); err != nil {
		return cfg, err
	}
	return cfg, nil
}

// ... existing code ...
