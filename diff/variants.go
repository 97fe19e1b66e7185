package diff

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/atomicfile"
	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/dogma-engine/dogma/scenarios"
)

// VariantReport is the audit of one variant in a VariantsReport.
type VariantReport struct {
	Name   string `json:"name"`
	Clause string `json:"clause"`
	Doc    string `json:"doc"`
	*VariantAudit
	DivergedFraction float64 `json:"diverged_fraction"`
	ChangedFraction  float64 `json:"changed_fraction"`
	// Scenario is the file of the shrunk divergence, and ScenarioError
	// why it could not be written.
	Scenario      string `json:"scenario,omitempty"`
	ScenarioError string `json:"scenario_error,omitempty"`
}

// VariantsReport is the audit of variants of one game, one after the
// other (dogma audit variants); it is also the command's JSON output.
type VariantsReport struct {
	Game     string          `json:"game"`
	Seed     uint64          `json:"seed"`
	Games    int             `json:"games"`
	Setups   []string        `json:"setups"`
	Elapsed  float64         `json:"elapsed_seconds"`
	Variants []VariantReport `json:"variants"`
	// Unplayed names the variants that change none of the setups (a
	// variant of an expansion no setup plays); they are not audited.
	Unplayed []string `json:"unplayed,omitempty"`
	// Interrupted is set when a stop signal cut the audit short.
	Interrupted bool `json:"-"`
}

// AuditVariants audits each variant of reg that names lists in turn, with
// opts, and writes the shortest divergence of each as a scenario file,
// out/NAME.txt, its expected outputs filled in (out "": none written).
// onVariant, if set, is called with each variant's name before its
// audit. A cancelled ctx stops the audit: the report covers the games
// played, and is Interrupted.
func AuditVariants(ctx context.Context, reg *engine.Registration, names []string, opts AuditOptions, out string, onVariant func(name string)) (*VariantsReport, error) {
	rep := &VariantsReport{Game: reg.Name, Seed: opts.Seed, Games: opts.Games}
	for _, cfg := range reg.Setups() {
		rep.Setups = append(rep.Setups, cfg.String())
	}
	start := time.Now()
	for _, name := range names {
		if ctx.Err() != nil {
			rep.Interrupted = true
			break
		}
		if onVariant != nil {
			onVariant(name)
		}
		au, err := AuditVariant(ctx, reg, name, opts)
		if errors.Is(err, ErrUnchanged) {
			rep.Unplayed = append(rep.Unplayed, name)
			continue
		}
		if err != nil {
			return nil, err
		}
		rep.Interrupted = rep.Interrupted || au.Interrupted
		v := au.Variant
		vr := VariantReport{Name: v.Name, Clause: v.Clause, Doc: v.Doc, VariantAudit: au, DivergedFraction: fraction(au.Diverged, au.Games), ChangedFraction: fraction(au.Changed, au.Games)}
		if s := au.Scenario(reg.Name); s != nil && out != "" {
			vr.Scenario = filepath.Join(out, au.Variant.Name+".txt")
			if err := writeDivergence(vr.Scenario, s.Text()); err != nil {
				vr.Scenario, vr.ScenarioError = "", err.Error()
			}
		}
		rep.Variants = append(rep.Variants, vr)
	}
	rep.Elapsed = time.Since(start).Seconds()
	return rep, nil
}

// Diverged reports whether some variant changed some game, or a pair of
// games failed to play.
func (rep *VariantsReport) Diverged() bool {
	for _, v := range rep.Variants {
		if v.Diverged > 0 || v.Errors > 0 {
			return true
		}
	}
	return false
}

// writeDivergence writes a divergence scenario and fills its expected
// outputs from the engine, as "dogma replay --rewrite" does.
func writeDivergence(path, text string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	if err := atomicfile.Write(path, []byte(text)); err != nil {
		return err
	}
	if r := scenarios.Replay(path, true); !r.Passed {
		return fmt.Errorf("%s does not replay: %s", path, r.Failure)
	}
	return nil
}

// fraction returns n/of, or 0 when of is 0.
func fraction(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return float64(n) / float64(of)
}

// WriteText writes the report for people: for each variant, how often
// play diverges and the outcome changes, the clauses where games part,
// and the shortest divergence.
func (rep *VariantsReport) WriteText(w io.Writer) {
	state := ""
	if rep.Interrupted {
		state = " (interrupted)"
	}
	fmt.Fprintf(w, "audit of %d variants of %s: %d games each from seed %d, over %d setups, in %.1fs%s\n",
		len(rep.Variants), rep.Game, rep.Games, rep.Seed, len(rep.Setups), rep.Elapsed, state)
	for _, u := range rep.Unplayed {
		fmt.Fprintf(w, "not played: %s (no setup changes under it)\n", u)
	}
	for _, v := range rep.Variants {
		fmt.Fprintf(w, "\n%s (%s): %s\n", v.Variant.Name, v.Variant.Clause, v.Variant.Doc)
		fmt.Fprintf(w, "  play diverges in %d of %d games (%.1f%%); the outcome changes in %d (%.1f%%)\n",
			v.Diverged, v.Games, 100*v.DivergedFraction, v.Changed, 100*v.ChangedFraction)
		if v.Errors > 0 {
			fmt.Fprintf(w, "  %d pairs failed to play; the first: %s\n", v.Errors, v.FirstError)
		}
		if len(v.Clauses) > 0 {
			fmt.Fprintln(w, "  first divergent clause:")
			for _, c := range v.Clauses {
				name := c.Clause
				if name == "" {
					name = "(no event)"
				}
				fmt.Fprintf(w, "    %-22s %6d  %5.1f%%\n", name, c.Games, 100*fraction(c.Games, v.Diverged))
			}
		}
		if sh := v.Shrunk; sh != nil {
			o := sh.Outcome
			fmt.Fprintf(w, "  shortest divergence: game %d (%s, seed %d), %s\n", o.Index, o.Config, o.Seed, o.Divergence.String())
			if ex := v.Example; ex != nil {
				fmt.Fprintf(w, "    played out: default %s; %s %s\n", ex.A, v.Variant.Name, ex.B)
			}
			size := fmt.Sprintf("shrunk from %d to %d decisions", sh.Before, len(o.Labels))
			if c := v.Cut; c != nil {
				size += fmt.Sprintf(", started at the position after %d: %s", c.At, clip.Count(len(c.Outcome.Labels), "decision"))
			}
			switch {
			case v.Scenario != "":
				fmt.Fprintf(w, "  scenario: %s (%s)\n", v.Scenario, size)
			case v.ScenarioError != "":
				fmt.Fprintf(w, "  scenario not written: %s\n", clip.FirstLine(v.ScenarioError))
			default:
				fmt.Fprintf(w, "  (%s; --out DIR writes it as a scenario file)\n", size)
			}
		}
	}
}
