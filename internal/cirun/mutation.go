package cirun

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/dogma-engine/dogma/internal/ciplan"
)

// mutationReport is the part of the mutation tool's JSON report the CI
// step reads (gremlins' --output).
type mutationReport struct {
	Efficacy float64 `json:"test_efficacy"`
	Coverage float64 `json:"mutations_coverage"`
	Killed   int     `json:"mutants_killed"`
	Lived    int     `json:"mutants_lived"`
	Total    int     `json:"mutants_total"`
	Files    []struct {
		Name      string `json:"file_name"`
		Mutations []struct {
			Line   int    `json:"line"`
			Column int    `json:"column"`
			Type   string `json:"type"`
			Status string `json:"status"`
		} `json:"mutations"`
	} `json:"files"`
}

// mutate runs the plan's mutation tool over pkg, against the
// package's tests built with the plan's tags, and reports the efficacy and
// every surviving mutant: the list to act on. Survivors do not fail the
// step; a tool that does not run does.
func (o *Options) mutate(ctx context.Context, dir string, m *ciplan.Mutation, pkg string) (detail, output string, err error) {
	tmp, err := os.MkdirTemp("", "dogma-mutation-")
	if err != nil {
		return "", "", err
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, "report.json")
	args := []string{"run", m.Tool, "unleash", "--timeout-coefficient", "40", "--output", out}
	if m.Tags != "" {
		args = append(args, "--tags", m.Tags)
	}
	c := exec.CommandContext(ctx, "go", append(args, pkg)...)
	c.Dir = dir
	log, err := c.CombinedOutput()
	if ctx.Err() != nil || err != nil && o.stoppedBy(ctx, err) {
		return "", "", ErrStopped
	}
	if err != nil {
		return "", "", fmt.Errorf("%s\ngo %s: %v", strings.TrimSpace(string(log)), strings.Join(args, " "), err)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		return "", "", fmt.Errorf("the mutation tool wrote no report: %v", err)
	}
	var r mutationReport
	if err := json.Unmarshal(data, &r); err != nil {
		return "", "", fmt.Errorf("the mutation report: %v", err)
	}
	return fmt.Sprintf("efficacy %.1f%%, %d killed, %d lived of %d", r.Efficacy, r.Killed, r.Lived, r.Total), survivors(&r), nil
}

// survivors lists the mutants that lived, one per line.
func survivors(r *mutationReport) string {
	var b strings.Builder
	for _, f := range r.Files {
		for _, mu := range f.Mutations {
			if mu.Status == "LIVED" {
				fmt.Fprintf(&b, "lived: %s:%d:%d %s\n", f.Name, mu.Line, mu.Column, mu.Type)
			}
		}
	}
	return b.String()
}
