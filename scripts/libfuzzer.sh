#!/usr/bin/env bash
# libfuzzer.sh TARGET SECONDS [JOBS]
#
# Builds the native Go fuzz target TARGET of package ./fuzz (FuzzGame,
# FuzzScenario) as a libFuzzer binary, the way ClusterFuzzLite builds it
# (.clusterfuzzlite/build.sh), and runs it for SECONDS seconds with JOBS
# parallel jobs (default 2). Crashes are written to fuzz/libfuzzer/TARGET/
# as crash-* files; convert one into a scenario file with
#   go run ./cmd/dogma shrink CRASH-FILE
#
# Needs Go; installs clang from Debian (apt-get) and go-118-fuzz-build if they
# are missing. The build happens in a temporary copy of the module, because
# go-118-fuzz-build needs its testing shim in go.mod: the repository's go.mod
# is never changed.
set -euo pipefail

# go-118-fuzz-build, pinned.
FUZZ_BUILD=github.com/AdamKorcz/go-118-fuzz-build
FUZZ_BUILD_VERSION=v0.0.0-20250520111509-a70c2aa677fa

if [ $# -lt 2 ]; then
	echo "usage: scripts/libfuzzer.sh TARGET SECONDS [JOBS]" >&2
	exit 2
fi
target=$1 seconds=$2 jobs=${3:-2}
case $target in Fuzz*) ;; *) echo "libfuzzer.sh: $target is not a Fuzz target" >&2; exit 2 ;; esac
case $seconds$jobs in *[!0-9]*) echo "libfuzzer.sh: SECONDS and JOBS must be numbers" >&2; exit 2 ;; esac

root=$(cd "$(dirname "$0")/.." && pwd)
pkg=${FUZZ_PACKAGE:-./fuzz}

if ! command -v clang >/dev/null; then
	echo "libfuzzer.sh: installing clang" >&2
	SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
	$SUDO apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq clang >/dev/null
fi
gobin=$(go env GOPATH)/bin
if [ ! -x "$gobin/go-118-fuzz-build" ]; then
	echo "libfuzzer.sh: installing go-118-fuzz-build" >&2
	GOBIN=$gobin go install "$FUZZ_BUILD@$FUZZ_BUILD_VERSION"
fi

# Build in a temporary copy of the module that requires the testing shim.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -C "$root" --exclude=.git --exclude='./fuzz/libfuzzer' -cf - . | tar -C "$work" -xf -
(
	cd "$work"
	go get "$FUZZ_BUILD/testing@$FUZZ_BUILD_VERSION" >/dev/null 2>&1
	listing=$(go test -list "^$target\$" "$pkg")
	if ! grep -qx "$target" <<<"$listing"; then
		echo "libfuzzer.sh: package $pkg has no fuzz target $target" >&2
		exit 2
	fi
	"$gobin/go-118-fuzz-build" -o "$work/$target.a" -func "$target" "$pkg"
	clang -fsanitize=fuzzer "$work/$target.a" -o "$work/$target"
)

out=$root/fuzz/libfuzzer/$target
mkdir -p "$out/corpus"
echo "libfuzzer.sh: running $target for ${seconds}s with $jobs jobs; output in $out" >&2
cd "$out"
"$work/$target" -jobs="$jobs" -workers="$jobs" -max_total_time="$seconds" \
	-artifact_prefix="$out/" "$out/corpus"
