package cirun

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/internal/ciplan"
	"github.com/dogma-engine/dogma/internal/toygame"
	"github.com/dogma-engine/dogma/props"
)

func init() { props.Register(toygame.Suite) }

func TestStepsRunTheirWork(t *testing.T) {
	var ran [][]string
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "empty"), 0o755); err != nil {
		t.Fatal(err)
	}
	here, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	tally, err := filepath.Rel(dir, filepath.Join(here, "..", "toygame", "testdata", "scenarios"))
	if err != nil {
		t.Fatal(err)
	}
	o := Options{
		Dir: dir,
		Dogma: func(args ...string) (string, error) {
			ran = append(ran, args)
			return "played", nil
		},
		HasCommand: func(name string) bool { return false },
	}
	plan := []ciplan.Step{
		{Kind: ciplan.Play, Name: "play tally players=2", Args: []string{"play", "--game", "tally"}, Games: 3},
		{Kind: ciplan.Campaign, Name: "campaign", Args: []string{"fuzz"}},
		{Kind: ciplan.Replay, Name: "replay tally", Folder: tally},
		{Kind: ciplan.Replay, Name: "replay nothing", Folder: "empty"},
		{Kind: "dance", Name: "dance"},
	}
	steps := Steps(plan, o)
	var done []string
	results := Run(context.Background(), steps, o, func(r Result) { done = append(done, r.Step) })
	if want := []string{"play tally players=2", "campaign", "replay tally", "replay nothing", "dance"}; !reflect.DeepEqual(done, want) {
		t.Fatalf("steps reported: %q, want %q", done, want)
	}
	if !reflect.DeepEqual(ran, [][]string{{"play", "--game", "tally"}}) {
		t.Errorf("dogma ran %q", ran)
	}
	if r := results[0]; !r.Passed || r.Detail != "3 games" || r.Output != "" {
		t.Errorf("play: %+v", r)
	}
	if r := results[1]; !r.Failed() || !strings.Contains(r.Output, "no fuzz command") {
		t.Errorf("a campaign without a fuzz command: %+v", r)
	}
	if r := results[2]; !r.Passed || r.Detail != "1 files" {
		t.Errorf("replay of Tally's scenario: %+v", r)
	}
	if r := results[3]; !r.Failed() || !strings.Contains(r.Output, "no scenario files") {
		t.Errorf("replay of an empty folder: %+v", r)
	}
	if r := results[4]; !r.Failed() || !strings.Contains(r.Output, "cannot run a step of kind dance") {
		t.Errorf("a step of an unknown kind: %+v", r)
	}
}

// A referee step runs dogma referee with its flags, "--" and its engine,
// where a first word dogma is the running dogma binary; dogma referee's
// failure (a finding, exit code 1) fails the step with its output, and
// so does a dogma without a referee command or whose binary is unknown.
func TestRefereeStep(t *testing.T) {
	var ran [][]string
	found := errors.New("1 finding")
	o := Options{
		Dogma: func(args ...string) (string, error) {
			ran = append(ran, args)
			if slices.Contains(args, "2") {
				return "disagreement over the options", found
			}
			return "clean", nil
		},
		HasCommand: func(name string) bool { return name == "referee" },
		Executable: "/opt/bin/dogma",
	}
	flags := func(seed string) []string {
		return []string{"referee", "--game", "tally", "--seed", seed, "--time", "1s", "--out", ciplan.RefereeFoundFolder}
	}
	plan := []ciplan.Step{
		{Kind: ciplan.Referee, Name: "against dogma", Args: flags("1"), Engine: []string{"dogma", "serve"}},
		{Kind: ciplan.Referee, Name: "against python", Args: flags("3"), Engine: []string{"python3", "engine.py"}},
		{Kind: ciplan.Referee, Name: "finding", Args: flags("2"), Engine: []string{"dogma", "serve"}},
	}
	results := Run(context.Background(), Steps(plan, o), o, func(Result) {})
	want := [][]string{
		append(flags("1"), "--", "/opt/bin/dogma", "serve"),
		append(flags("3"), "--", "python3", "engine.py"),
		append(flags("2"), "--", "/opt/bin/dogma", "serve"),
	}
	if !reflect.DeepEqual(ran, want) {
		t.Errorf("dogma ran\n%q\nwant\n%q", ran, want)
	}
	if !reflect.DeepEqual(plan[0].Args, flags("1")) {
		t.Errorf("the step's arguments changed: %q", plan[0].Args)
	}
	if r := results[0]; !r.Passed || r.Output != "" {
		t.Errorf("a clean referee campaign: %+v", r)
	}
	if r := results[1]; !r.Passed {
		t.Errorf("a clean referee campaign against another engine: %+v", r)
	}
	if r := results[2]; !r.Failed() || r.Output != "disagreement over the options\n1 finding" {
		t.Errorf("a referee campaign with a finding: %+v", r)
	}

	ran = nil
	noReferee := o
	noReferee.HasCommand = func(name string) bool { return name == "fuzz" }
	noBinary := o
	noBinary.Executable = ""
	for _, c := range []struct {
		o    Options
		want string
	}{
		{noReferee, "dogma has no referee command"},
		{noBinary, "the path of the dogma binary is unknown"},
	} {
		results := Run(context.Background(), Steps(plan[:1], c.o), c.o, func(Result) {})
		if r := results[0]; !r.Failed() || !strings.Contains(r.Output, c.want) {
			t.Errorf("want a failure %q: %+v", c.want, r)
		}
	}
	if ran != nil {
		t.Errorf("dogma ran %q for steps that cannot run", ran)
	}
}

func TestReplayReportsEachFailingFile(t *testing.T) {
	dir := t.TempDir()
	bad := "# game: tally\nposition\nP1 hand: 3 red\n----\n\nplay\nP1: play 9 blue\n----\nnext: P2 action\n"
	if err := os.WriteFile(filepath.Join(dir, "bad.txt"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	detail, out, err := replayFolder(dir)
	if err == nil || detail != "1 files" || !strings.HasPrefix(out, "FAIL "+filepath.Join(dir, "bad.txt")+"\n     ") {
		t.Errorf("detail %q, output %q, error %v", detail, out, err)
	}
}

// fake is a step whose work returns err, with output.
func fake(name string, output string, err error) Step {
	return Step{Name: name, run: func(context.Context) (string, string, error) { return "", output, err }}
}

func TestRunStopsAtASignal(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cutByDogma := errors.New("dogma fuzz: stopped")
	o := Options{IsStopped: func(err error) bool { return err == cutByDogma }}
	steps := []Step{
		fake("ok", "", nil),
		fake("fails", "the output", errors.New("1 of 2 failed")),
		fake("cut by dogma", "half a report", cutByDogma),
		{Name: "cut", run: func(context.Context) (string, string, error) { cancel(); return "", "", ErrStopped }},
		fake("never", "", nil),
	}
	results := Run(ctx, steps, o, func(Result) {})
	var b bytes.Buffer
	for _, r := range results {
		r.Print(&b)
	}
	lines := strings.Split(b.String(), "\n")
	for i, want := range []string{"ok  ", "FAIL", "      the output", "      1 of 2 failed", "STOP", "STOP", "skip"} {
		if i >= len(lines) || !strings.HasPrefix(lines[i], want) {
			t.Fatalf("line %d of\n%s\nwant it to begin with %q", i, b.String(), want)
		}
	}
	var failed, cut, skipped int
	for _, r := range results {
		if r.Failed() {
			failed++
		}
		if r.CutShort() {
			cut++
		}
		if r.Skipped {
			skipped++
		}
	}
	if failed != 1 || cut != 2 || skipped != 1 || !results[3].Interrupted {
		t.Errorf("%d failed, %d cut short, %d skipped: %+v", failed, cut, skipped, results)
	}
}

func TestSurvivorsListTheMutantsThatLived(t *testing.T) {
	var r mutationReport
	data := `{"test_efficacy": 90, "files": [{"file_name": "a.go", "mutations": [
		{"line": 3, "column": 7, "type": "CONDITIONALS_NEGATION", "status": "KILLED"},
		{"line": 9, "column": 2, "type": "ARITHMETIC_BASE", "status": "LIVED"}]}]}`
	if err := jsonUnmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	if got, want := survivors(&r), "lived: a.go:9:2 ARITHMETIC_BASE\n"; got != want {
		t.Errorf("survivors %q, want %q", got, want)
	}
}

func jsonUnmarshal(s string, v any) error { return json.Unmarshal([]byte(s), v) }
