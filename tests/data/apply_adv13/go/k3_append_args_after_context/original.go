package release

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// Target is one platform a release binary is built for.
type Target struct {
	OS   string
	Arch string
}

// Builder runs `go build` for each release target.
type Builder struct {
	Package string
	OutDir  string
	Version string
	Verbose bool
}

func (b *Builder) output(t Target) string {
	name := fmt.Sprintf("app-%s-%s", t.OS, t.Arch)
	if t.OS == "windows" {
		name += ".exe"
	}
	return filepath.Join(b.OutDir, name)
}

func (b *Builder) args(t Target) []string {
	args := []string{"build"}
	if b.Verbose {
		args = append(args, "-v")
	}
	args = append(args, "-ldflags", "-s -w -X main.version="+b.Version)
	args = append(args, "-o", b.output(t))
	args = append(args, b.Package)
	return args
}

func (b *Builder) Build(t Target) error {
	cmd := exec.Command("go", b.args(t)...)
	cmd.Env = append(os.Environ(), "GOOS="+t.OS, "GOARCH="+t.Arch, "CGO_ENABLED=0")
	cmd.Stdout = os.Stdout
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("build %s/%s: %w", t.OS, t.Arch, err)
	}
	return nil
}

func (b *Builder) BuildAll(targets []Target) error {
	for _, t := range targets {
		if err := b.Build(t); err != nil {
			return err
		}
	}
	return nil
}
