package referee

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/dogma-engine/dogma/internal/toygame"
	"github.com/dogma-engine/dogma/referee/protocol"
)

// The protocol's JSON Schemas (docs/protocol) and the start of their $id.
const (
	schemaDir  = "../docs/protocol"
	schemaBase = "https://github.com/dogma-engine/dogma/docs/protocol/"
)

// compileSchemas compiles the schemas of the protocol named.
func compileSchemas(t *testing.T, names ...string) []*jsonschema.Schema {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(schemaDir, "*.schema.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no schemas in %s: %v", schemaDir, err)
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if err := c.AddResource(schemaBase+filepath.Base(f), doc); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
	var out []*jsonschema.Schema
	for _, n := range names {
		s, err := c.Compile(schemaBase + n)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

// conforms reports whether data is valid against s, with the error.
func conforms(s *jsonschema.Schema, data []byte) error {
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return err
	}
	return s.Validate(v)
}

// Every line the referee sends to the Python client and every line the
// client answers, in clean games (answering with changes and with whole
// states) and in a game with a planted bug that is shrunk, matches the protocol's schemas; so do the requests and the
// states of the transcript the finding writes.
func TestMessagesMatchTheSchemas(t *testing.T) {
	needPython(t)
	ss := compileSchemas(t, "request.schema.json", "reply.schema.json", "state.schema.json")
	request, reply, state := ss[0], ss[1], ss[2]
	var (
		mu    sync.Mutex
		lines int
	)
	opts := protocol.Options{Trace: func(sent bool, line []byte) {
		s := reply
		if sent {
			s = request
		}
		err := conforms(s, line)
		mu.Lock()
		defer mu.Unlock()
		lines++
		if err != nil {
			t.Errorf("%s\ndoes not match the schema: %v", line, err)
		}
	}}
	for _, argv := range [][]string{clientArgv(), clientArgv("wrong-discarder"), append(clientArgv(), "--no-changes")} {
		res, err := Run(context.Background(), Options{Suite: toygame.Suite, Seed: 5, Games: 30, Workers: 2,
			Start: ProcessStarter(argv, opts, "tally"), Shrink: true, Out: t.TempDir()})
		if err != nil {
			t.Fatal(err)
		}
		for _, fd := range res.Found {
			tr, err := ReadTranscript(fd.Transcript, bytes.NewReader(mustRead(t, fd.Transcript)))
			if err != nil {
				t.Fatal(err)
			}
			for _, x := range tr.Exchanges {
				line, err := protocol.Encode(x.Request)
				if err != nil {
					t.Fatal(err)
				}
				if err := conforms(request, line); err != nil {
					t.Errorf("transcript request %s: %v", line, err)
				}
				if x.Expect != nil {
					b, _ := json.Marshal(x.Expect)
					if err := conforms(state, b); err != nil {
						t.Errorf("transcript state %s: %v", b, err)
					}
				}
			}
		}
	}
	if lines < 500 {
		t.Errorf("only %d lines checked", lines)
	}
	t.Logf("%d lines match the schemas", lines)
}
