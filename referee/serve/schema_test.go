package serve_test

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/internal/toygame"
	"github.com/dogma-engine/dogma/referee/protocol"
)

// schemaDir holds the JSON Schemas of the protocol; schemaBase is the
// start of their $id.
const (
	schemaDir  = "../../docs/protocol"
	schemaBase = "https://github.com/dogma-engine/dogma/docs/protocol/"
)

// schemas compiles the schema of any request and of any reply.
func schemas(t *testing.T) (request, reply *jsonschema.Schema) {
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
		if id, _ := doc.(map[string]any)["$id"].(string); id != schemaBase+filepath.Base(f) {
			t.Fatalf("%s: $id %q, want %q", f, id, schemaBase+filepath.Base(f))
		}
		if err := c.AddResource(schemaBase+filepath.Base(f), doc); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
	if request, err = c.Compile(schemaBase + "request.schema.json"); err != nil {
		t.Fatal(err)
	}
	if reply, err = c.Compile(schemaBase + "reply.schema.json"); err != nil {
		t.Fatal(err)
	}
	return request, reply
}

// validate checks one line against a schema, and that the codec reads it
// too.
func validate(t *testing.T, s *jsonschema.Schema, sent bool, line []byte) {
	t.Helper()
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(line))
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	if err := s.Validate(v); err != nil {
		t.Fatalf("%s\ndoes not match the schema: %v", line, err)
	}
	decode := protocol.DecodeReply
	if sent {
		decode = protocol.DecodeRequest
	}
	if _, err := decode(line); err != nil {
		t.Fatalf("%s\nmatches the schema, the codec refuses it: %v", line, err)
	}
}

// TestSchemasMatchServedMessages plays a game of each game through the
// protocol, with refusals among the requests, and validates every line
// sent and received against the schemas.
func TestSchemasMatchServedMessages(t *testing.T) {
	request, reply := schemas(t)
	lines := 0
	var trace func(sent bool, line []byte)
	c := inProcessTraced(t, func(sent bool, line []byte) { trace(sent, line) })
	trace = func(sent bool, line []byte) {
		lines++
		if sent {
			validate(t, request, true, line)
		} else {
			validate(t, reply, false, line)
		}
	}
	if _, err := c.Hello(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Choose("draw"); err == nil {
		t.Fatal("a choice before any game is answered")
	}
	playAlongside(t, c, toygame.Registration, "players=3", 3, 1000)
	playAlongside(t, c, cards.Registration, "players=2 edition=3rd", 3, 2000)
	playAlongside(t, c, cards.Registration, "players=4 teams edition=4th", 3, 150)
	playAlongside(t, c, uruk.Registration, "players=2 "+urukFill, 3, 2000)
	playAlongsideChanges(t, c, toygame.Registration, "players=3", 4, 1000, true)
	playAlongsideChanges(t, c, cards.Registration, "players=3 edition=1st", 4, 2000, true)
	playAlongsideChanges(t, c, uruk.Registration, "players=3 "+urukFill, 4, 2000, true)
	if _, err := c.Choose("no such label"); err == nil {
		t.Fatal("an unknown label is answered")
	}
	if err := c.Quit(); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d lines valid", lines)
}

// TestSchemasMatchDocumentExamples validates the example lines of
// docs/referee-protocol.md, the lines of its protocol blocks ("> " for a
// request, "< " for a reply, "! " for a line that must be no request).
func TestSchemasMatchDocumentExamples(t *testing.T) {
	request, reply := schemas(t)
	f, err := os.Open("../../docs/referee-protocol.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, protocol.MaxLine)
	in, n := false, 0
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		switch {
		case text == "```protocol":
			in = true
		case in && text == "```":
			in = false
		case in && strings.HasPrefix(text, "> "):
			t.Run(fmt.Sprintf("line %d", line), func(t *testing.T) { validate(t, request, true, []byte(text[2:])) })
			n++
		case in && strings.HasPrefix(text, "< "):
			t.Run(fmt.Sprintf("line %d", line), func(t *testing.T) { validate(t, reply, false, []byte(text[2:])) })
			n++
		case in && strings.HasPrefix(text, "! "):
			v, err := jsonschema.UnmarshalJSON(strings.NewReader(text[2:]))
			if _, cerr := protocol.DecodeRequest([]byte(text[2:])); cerr == nil || (err == nil && request.Validate(v) == nil) {
				t.Errorf("line %d: a line shown as no request is one: %s", line, text)
			}
			n++
		case in:
			t.Errorf("line %d: a line of a protocol block starts with \"> \", \"! \" or \"< \": %s", line, text)
		}
	}
	if n < 10 {
		t.Fatalf("only %d example lines found", n)
	}
}

// TestSchemasRefuseGarbage checks that the schemas refuse what the codec
// refuses.
func TestSchemasRefuseGarbage(t *testing.T) {
	request, reply := schemas(t)
	for _, tc := range []struct {
		s    *jsonschema.Schema
		line string
	}{
		{request, `{"type":"hello"}`},
		{request, `{"type":"hello","protocol":1,"extra":2}`},
		{request, `{"type":"choose","label":""}`},
		{request, `{"type":"new","game":"tally","players":2}`},
		{request, `{"type":"dance"}`},
		{reply, `{"type":"state","state":{"over":false,"turn":0,"deciding":null,"options":["a"],"zones":{},"fields":{}}}`},
		{reply, `{"type":"state","state":{"over":true,"turn":null,"deciding":null,"options":[],"zones":{},"fields":{}}}`},
		{reply, `{"type":"state","state":{"over":false,"turn":0,"deciding":0,"options":[],"zones":{},"fields":{}}}`},
		{reply, `{"type":"state","state":{"over":false,"turn":0,"deciding":0,"options":["a"],"zones":{},"fields":{},"winners":[0]}}`},
		{reply, `{"type":"error","code":"oops","message":"x"}`},
		{reply, `{"type":"choose","label":"x"}`},
		{reply, `{"type":"state"}`},
		{reply, `{"type":"state","changes":{"over":false,"turn":0,"deciding":0,"options":["a"],"zones":{},"fields":{}},"state":{"over":false,"turn":0,"deciding":0,"options":["a"],"zones":{},"fields":{}}}`},
		{reply, `{"type":"state","changes":{"over":false,"turn":0,"deciding":0,"options":["a"],"zones":{"deck":[null]},"fields":{}}}`},
	} {
		v, err := jsonschema.UnmarshalJSON(strings.NewReader(tc.line))
		if err != nil {
			t.Fatal(err)
		}
		if tc.s.Validate(v) == nil {
			t.Errorf("the schema accepts %s", tc.line)
		}
	}
}
