//go:build !unix

package protocol

import "os/exec"

// ownGroup leaves cmd as it is where process groups are not available.
func ownGroup(*exec.Cmd) {}

// killGroup kills cmd's process.
func killGroup(cmd *exec.Cmd) { cmd.Process.Kill() }
