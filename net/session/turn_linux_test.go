//go:build linux && !js

package session

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pion/turn/v5"
)

// The network of TestTURNRelay: three namespaces the test makes and
// removes. The relay's namespace has a link to each peer's; each peer's
// default route goes to the relay, which does not forward, so the peers
// reach the relay and never each other.
const (
	relayOnA  = "10.77.1.1" // the relay's address on the link to peer A
	peerA     = "10.77.1.2"
	relayOnB  = "10.77.2.1"
	peerB     = "10.77.2.2"
	turnURL   = "turn:" + relayOnA + ":3478"
	turnUser  = "pentarchy"
	turnPass  = "relay-test"
	turnRealm = "pentarchy.test"
)

// TestTURNRelay connects two native peers that cannot reach each other
// through a TURN server, with the TURN settings the page offers: the host
// in one network namespace, the guest in another, the relay in a third
// between them. Without the TURN server the same two peers do not connect
// (that they cannot reach each other is checked, not assumed). Each side
// is this test binary run again inside its namespace (TestTURNChild); the
// test passes the codes between them as players would.
func TestTURNRelay(t *testing.T) {
	ns := makeNamespaces(t)
	server := startChild(t, ns.relay, "server", "", 0)
	server.expect(t, "READY")

	if out := connectAcross(t, ns, "", 4*time.Second); out.opened {
		t.Fatal("the peers connected without the TURN server: the namespaces do not keep them apart")
	}
	out := connectAcross(t, ns, turnURL, 20*time.Second)
	if !out.opened {
		t.Fatalf("the peers did not connect through the TURN server: %s", out.why)
	}
	t.Logf("through TURN: invite %d chars, reply %d chars; open %v after the host had the reply (%v from the invite's start)",
		len(out.invite), len(out.reply), out.afterReply, out.total)

	server.close()
	said := server.expect(t, "RELAYED")
	relayed, err := strconv.Atoi(said)
	if err != nil || relayed == 0 {
		t.Errorf("the TURN server received %q bytes", said)
	}
	t.Logf("the TURN server received %d bytes", relayed)
}

// crossing is how a connection across the namespaces went.
type crossing struct {
	opened            bool
	why               string
	invite, reply     string
	afterReply, total time.Duration
}

// connectAcross runs a host in namespace a and a guest in namespace b with
// the TURN server url ("" for none), passes the codes, and, once they are
// connected, has them exchange messages.
func connectAcross(t *testing.T, ns namespaces, url string, connect time.Duration) crossing {
	host := startChild(t, ns.a, "host", url, connect)
	guest := startChild(t, ns.b, "guest", url, connect)
	defer host.close()
	defer guest.close()
	var c crossing
	c.invite = host.expect(t, "INVITE")
	guest.send(c.invite)
	c.reply = guest.expect(t, "REPLY")
	host.send(c.reply)
	verdict, rest := host.next(t)
	if verdict != "OPEN" {
		_, c.why = nopath(rest)
		return c
	}
	c.opened = true
	var afterReply, total int64
	fmt.Sscan(rest, &afterReply, &total)
	c.afterReply, c.total = time.Duration(afterReply)*time.Millisecond, time.Duration(total)*time.Millisecond
	host.expect(t, "DONE")
	guest.expect(t, "DONE")
	return c
}

// TestTURNChild is one side of TestTURNRelay or TestNetworkLab, run by it
// inside a network namespace: a server, a router's NAT, the host or the
// guest.
func TestTURNChild(t *testing.T) {
	role := os.Getenv("PENTARCHY_TURN_CHILD")
	if role == "" {
		t.Skip("a side of TestTURNRelay, run by it")
	}
	in := bufio.NewScanner(os.Stdin)
	connect, _ := time.ParseDuration(os.Getenv("PENTARCHY_TURN_CONNECT"))
	s := Settings{NoSTUN: true, ConnectTimeout: connect}
	if url := os.Getenv("PENTARCHY_TURN_URL"); url != "" {
		s.TURN = TURN{URL: url, User: turnUser, Password: turnPass}
	}
	if stun := os.Getenv("PENTARCHY_LAB_STUN"); stun != "" {
		s = labSettings(stun, s.TURN.URL)
	}
	var err error
	switch role {
	case "server":
		err = serveTURN(in)
	case "labservers":
		err = serveLab(in)
	case "nat":
		err = runNAT(in)
	case "host":
		err = hostSide(s, in)
	case "guest":
		err = guestSide(s, in)
	}
	if err != nil {
		say("FAILED", err.Error())
	}
}

// say writes a line for the parent test: a word, then the rest.
func say(word string, rest ...any) {
	fmt.Println(append([]any{"TURNTEST", word}, rest...)...)
}

// serveTURN runs a TURN server on port 3478 until its input ends, and says
// how many bytes it received.
func serveTURN(in *bufio.Scanner) error {
	conn, err := net.ListenPacket("udp4", "0.0.0.0:3478")
	if err != nil {
		return err
	}
	counted := &countingConn{PacketConn: conn}
	key := turn.GenerateAuthKey(turnUser, turnRealm, turnPass)
	server, err := turn.NewServer(turn.ServerConfig{
		Realm: turnRealm,
		AuthHandler: func(ra *turn.RequestAttributes) (string, []byte, bool) {
			return ra.Username, key, ra.Username == turnUser
		},
		PacketConnConfigs: []turn.PacketConnConfig{{
			PacketConn:            counted,
			RelayAddressGenerator: &turn.RelayAddressGeneratorStatic{RelayAddress: net.ParseIP(relayOnA), Address: "0.0.0.0"},
		}},
	})
	if err != nil {
		return err
	}
	say("READY")
	for in.Scan() {
	}
	server.Close()
	say("RELAYED", counted.n.Load())
	return nil
}

// countingConn counts the bytes a packet connection reads.
type countingConn struct {
	net.PacketConn
	n atomic.Int64
}

func (c *countingConn) ReadFrom(p []byte) (int, net.Addr, error) {
	n, addr, err := c.PacketConn.ReadFrom(p)
	c.n.Add(int64(n))
	return n, addr, err
}

// echoes is how many messages of about 1 KB the host sends and the guest
// sends back.
const echoes = 50

// hostSide offers a game, takes the reply, and once connected sends
// messages and checks that each comes back.
func hostSide(s Settings, in *bufio.Scanner) error {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	start := time.Now()
	host, invite, err := Offer(ctx, s, Game{ID: "phalanx"})
	if err != nil {
		return err
	}
	defer host.Close()
	say("INVITE", invite)
	if !in.Scan() {
		return io.ErrUnexpectedEOF
	}
	replied := time.Now()
	if err := host.Accept(in.Text()); err != nil {
		return err
	}
	if err := host.Wait(ctx); err != nil {
		say("NOPATH", time.Since(replied).Milliseconds(), err)
		return nil
	}
	say("OPEN", time.Since(replied).Milliseconds(), time.Since(start).Milliseconds())
	for i := range echoes {
		msg := fmt.Appendf(nil, "step %d %0999d", i, 0)
		if err := host.Send(msg); err != nil {
			return err
		}
		back, err := host.Recv(ctx)
		if err != nil {
			return err
		}
		if string(back) != string(msg) {
			return fmt.Errorf("sent %q, got %q back", msg, back)
		}
	}
	say("DONE")
	return nil
}

// guestSide answers the invite and sends back every message until the
// host has had them all.
func guestSide(s Settings, in *bufio.Scanner) error {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if !in.Scan() {
		return io.ErrUnexpectedEOF
	}
	guest, reply, err := Answer(ctx, s, in.Text())
	if err != nil {
		return err
	}
	defer guest.Close()
	say("REPLY", reply)
	replied := time.Now()
	if err := guest.Wait(ctx); err != nil {
		say("NOPATH", time.Since(replied).Milliseconds(), err)
		return nil
	}
	for range echoes {
		msg, err := guest.Recv(ctx)
		if err != nil {
			return err
		}
		if err := guest.Send(msg); err != nil {
			return err
		}
	}
	say("DONE")
	for in.Scan() { // stay until the parent is done with the host
	}
	return nil
}

// namespaces are the three network namespaces of the test.
type namespaces struct{ a, b, relay string }

// makeNamespaces makes the namespaces and their links, and removes them
// when the test ends. Where namespaces cannot be made (not root, no ip
// command, no kernel support) the test is skipped with a loud message, and
// fails in CI, which runs as root and must run it.
func makeNamespaces(t *testing.T) namespaces {
	id := strconv.Itoa(os.Getpid() % 100000)
	ns := namespaces{a: "pent-a-" + id, b: "pent-b-" + id, relay: "pent-r-" + id}
	canMakeNamespaces(t, "TURN relay test")
	for _, n := range []string{ns.a, ns.b, ns.relay} {
		if out, err := exec.Command("ip", "netns", "add", n).CombinedOutput(); err != nil {
			t.Fatalf("ip netns add %s: %v: %s", n, err, out)
		}
		t.Cleanup(func() { exec.Command("ip", "netns", "del", n).Run() })
	}
	ip := func(args ...string) {
		if out, err := exec.Command("ip", args...).CombinedOutput(); err != nil {
			t.Fatalf("ip %s: %v: %s", strings.Join(args, " "), err, out)
		}
	}
	link := func(peer, peerAddr, relayAddr, dev string) {
		ip("link", "add", dev, "type", "veth", "peer", "name", dev+"r")
		ip("link", "set", dev, "netns", peer)
		ip("link", "set", dev+"r", "netns", ns.relay)
		ip("-n", peer, "addr", "add", peerAddr+"/24", "dev", dev)
		ip("-n", ns.relay, "addr", "add", relayAddr+"/24", "dev", dev+"r")
		ip("-n", peer, "link", "set", dev, "up")
		ip("-n", ns.relay, "link", "set", dev+"r", "up")
		ip("-n", peer, "link", "set", "lo", "up")
		ip("-n", peer, "route", "add", "default", "via", relayAddr)
	}
	link(ns.a, peerA, relayOnA, "pta"+id)
	link(ns.b, peerB, relayOnB, "ptb"+id)
	ip("-n", ns.relay, "link", "set", "lo", "up")
	return ns
}

// canMakeNamespaces skips the test with a loud message where network
// namespaces cannot be made (not root, no ip command, no kernel support,
// none of the devices named),
// and fails it in CI, which runs as root and must run it.
func canMakeNamespaces(t *testing.T, what string, devices ...string) {
	t.Helper()
	cannot := func(why string) {
		msg := what + " NOT RUN: network namespaces cannot be made here (" + why + "); run it as root with iproute2 installed"
		if os.Getenv("CI") != "" {
			t.Fatal(msg)
		}
		fmt.Fprintln(os.Stderr, "!!! "+msg)
		t.Skip(msg)
	}
	if os.Geteuid() != 0 {
		cannot("not root")
	}
	if _, err := exec.LookPath("ip"); err != nil {
		cannot("no ip command")
	}
	for _, dev := range devices {
		if _, err := os.Stat(dev); err != nil {
			cannot("no " + dev)
		}
	}
	probe := "pent-probe-" + strconv.Itoa(os.Getpid()%100000)
	if out, err := exec.Command("ip", "netns", "add", probe).CombinedOutput(); err != nil {
		cannot(strings.TrimSpace(string(out)))
	}
	exec.Command("ip", "netns", "del", probe).Run()
}

// child is this test binary run as one side in a namespace.
type child struct {
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
	errs  *strings.Builder
}

// startChild runs TestTURNChild as role in namespace ns, with the TURN
// server url, the connect timeout and any more environment.
func startChild(t *testing.T, ns, role, url string, connect time.Duration, env ...string) *child {
	cmd := exec.Command("ip", "netns", "exec", ns, os.Args[0], "-test.run=^TestTURNChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), "PENTARCHY_TURN_CHILD="+role, "PENTARCHY_TURN_URL="+url, "PENTARCHY_TURN_CONNECT="+connect.String())
	cmd.Env = append(cmd.Env, env...)
	c := &child{cmd: cmd, lines: make(chan string, 16), errs: &strings.Builder{}}
	cmd.Stderr = c.errs
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	c.in = in
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(nil, 1<<20)
		for sc.Scan() {
			if rest, ok := strings.CutPrefix(sc.Text(), "TURNTEST "); ok {
				c.lines <- rest
			}
		}
		close(c.lines)
	}()
	t.Cleanup(func() {
		c.close()
		c.cmd.Process.Kill()
		c.cmd.Wait()
	})
	return c
}

// next returns the child's next word and the rest of its line.
func (c *child) next(t *testing.T) (word, rest string) {
	t.Helper()
	select {
	case line, ok := <-c.lines:
		if !ok {
			t.Fatalf("%s ended: %s", c.cmd.Args, c.errs)
		}
		word, rest, _ = strings.Cut(line, " ")
		return word, rest
	case <-time.After(time.Minute):
		t.Fatalf("%s said nothing for a minute: %s", c.cmd.Args, c.errs)
	}
	return "", ""
}

// expect returns the rest of the child's next line, which must start with
// word.
func (c *child) expect(t *testing.T, word string) string {
	t.Helper()
	got, rest := c.next(t)
	if got != word {
		t.Fatalf("%s said %s %s, want %s", c.cmd.Args[4:], got, rest, word)
	}
	return rest
}

func (c *child) send(line string) { fmt.Fprintln(c.in, line) }

func (c *child) close() { c.in.Close() }
