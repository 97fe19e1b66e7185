package cirun

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/dogma-engine/dogma/scenarios"
)

// replayFolder replays every scenario file below folder.
func replayFolder(folder string) (detail, output string, err error) {
	files, err := scenarios.Files([]string{folder})
	if err != nil {
		return "", "", err
	}
	if len(files) == 0 {
		return "", "", fmt.Errorf("no scenario files in %s", folder)
	}
	var out strings.Builder
	failed := 0
	for _, f := range files {
		if r := scenarios.Replay(f, false); !r.Passed {
			failed++
			fmt.Fprintf(&out, "FAIL %s\n%s\n", f, clip.Indent(r.Failure, "     "))
		}
	}
	detail = fmt.Sprintf("%d files", len(files))
	if failed > 0 {
		return detail, out.String(), fmt.Errorf("%d of %d scenario files failed", failed, len(files))
	}
	return detail, "", nil
}
