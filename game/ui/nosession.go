//go:build !netsession

package ui

// Until net/session is on main, a build without the netsession tag has no
// WebRTC: online play is only by move codes. Building with
// -tags netsession uses netsession.go instead; once net/session is merged,
// that file loses its tag and this one goes.

import (
	"context"
	"errors"
)

// dialSession makes no connection: this build has no net/session.
func dialSession(netSettings) connector { return noSession{} }

type noSession struct{}

var errNoSession = errors.New("this build cannot connect to other devices: play by move codes")

func (noSession) host(context.Context, string, bool) (hosting, error) { return nil, errNoSession }
func (noSession) readInvite(string) (invite, error)                   { return invite{}, errNoSession }
func (noSession) join(context.Context, invite) (joining, error)       { return nil, errNoSession }
