package online_test

import (
	"strings"
	"testing"
	"time"

	"pentarchy/game"
	"pentarchy/game/clock"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/netui"
	"pentarchy/game/ui/netui/nettest"
	"pentarchy/game/ui/online"
)

var oneDay = clock.Control{Kind: clock.PerTurn, Turn: 24 * time.Hour}

// TestMoveCodesByTheDay plays Phalanx by move codes under a day per turn
// through the real screens, each device on its own clock: the board shows
// the time left from the turn's start on either device; the code screen
// says the friend's deadline; a code made in time counts when pasted after
// it; a kept game keeps its deadlines; the player whose deadline passes
// on their own device loses on time there, and the friend, once the
// deadline has passed on theirs, claims the win.
func TestMoveCodesByTheDay(t *testing.T) {
	net := nettest.New()
	host, guest := newDevice(t, net), newDevice(t, net)
	host.Show(online.NewHostScene(host, rules(t, "phalanx"), start("phalanx", game.Options{})).Timed(oneDay))
	invite(t, host)
	host.Click("Move codes")
	host.Advance(2 * time.Hour)
	host.Tick()
	if left := playing(t, host).ClockLeft(1); left != 22*time.Hour {
		t.Fatalf("the host's first turn, two hours in: %v left, want 22h", left)
	}
	host.TapCell("f3")
	host.Click("End turn")
	due := time.Date(2026, 11, 29, 14, 0, 0, 0, time.UTC).Local().Format("Mon 2 Jan, 15:04") // the host's first code and a day
	if say := host.Status(); !strings.Contains(say, "they have until "+due+" to answer.") {
		t.Fatalf("the host's code screen says %q", say)
	}

	guest.Advance(5 * time.Hour) // the guest reads the code three hours after it was made
	guest.Show(online.NewJoinScene(guest, ""))
	paste(t, guest, code(host))
	guest.Click("Join")
	guest.Tick()
	if left := playing(t, guest).ClockLeft(2); left != 21*time.Hour {
		t.Fatalf("the guest, three hours into its turn: %v left, want 21h", left)
	}
	guest.Advance(20 * time.Hour)
	guest.TapCell("d7")
	guest.Click("End turn") // made an hour before the deadline
	answer := code(guest)

	host.Advance(30 * time.Hour) // pasted after the deadline: it counts
	host = reload(t, host)       // the host's page was closed meanwhile
	host.Advance(32 * time.Hour)
	resume(t, host, "Phalanx by move codes")
	if say := host.Status(); !strings.Contains(say, "Your friend's time ran out on "+due) || !host.Enabled("Claim the win") {
		t.Fatalf("the host's code screen after the deadline says %q", say)
	}
	paste(t, host, answer)
	host.Click("Apply")
	if got := steps(t, host); len(got) != 4 || host.Scene().Name() != "play" {
		t.Fatalf("a code made in time, pasted late: %q on %s (%s)", got, host.Scene().Name(), host.Status())
	}
	host.Tick()
	if left := playing(t, host).ClockLeft(1); left != 17*time.Hour {
		t.Fatalf("the host's turn, from the guest's code made seven hours ago: %v left, want 17h", left)
	}

	host.Advance(18 * time.Hour) // the host's deadline passes with the board open
	host.Tick()
	if res := hubOf(t, host).H.Result(); !res.Over || res.Winners != game.PlayerSet(0).With(2) || res.Reason != clock.ReasonTime {
		t.Fatalf("the host past its deadline: %+v, status %q", res, host.Status())
	}
	guest.Advance(25 * time.Hour)
	guest.Tick()
	if !guest.Enabled("Claim the win") {
		t.Fatalf("the guest past the host's deadline: status %q", guest.Status())
	}
	for _, size := range [][3]float64{{360, 640, 2}, {640, 360, 3}} { // four buttons fit a phone held either way
		guest.Resize(size[0], size[1], size[2])
		scr := guest.Scene().(*netui.MailScene).Scr
		for _, b := range scr.Btns {
			p := scr.PasteR
			if r := b.R; r.Y < p.Y+p.H && p.Y < r.Y+r.H && r.X < p.X+p.W && p.X < r.X+r.W || r.Y+r.H > size[1]*size[2] {
				t.Errorf("%v: button %q at %+v overlaps the paste box %+v or leaves the screen", size, b.Label, r, p)
			}
		}
	}
	guest.Click("Claim the win")
	if res := onlineOf(t, guest).M.Result(); guest.Scene().Name() != "play" || !res.Over || res.Winners != game.PlayerSet(0).With(2) {
		t.Fatalf("the guest's claim: scene %s, result %+v", guest.Scene().Name(), res)
	}
}

// TestMailWordsFit: what the code screen says of a deadline fits its three
// lines whole on a phone held either way, with the longest date.
func TestMailWordsFit(t *testing.T) {
	fonts := kit.NewFonts()
	when := time.Date(2026, 9, 30, 23, 59, 0, 0, time.Local).Format(kit.Tr("clock.date"))
	for _, size := range [][3]float64{{360, 640, 2}, {640, 360, 3}} {
		v := kit.NewView(size[0], size[1], size[2])
		scr := netui.CodeScreen{Heading: kit.Tr("online.by-codes"), Say: "-", Code: "A", Ask: kit.Tr("mail.ask")}
		scr.Layout(v)
		face := fonts.Face(kit.Regular, v.Px(kit.TextBody))
		for _, key := range []string{"mail.due-yours", "mail.due-friend", "mail.due-orders", "mail.friend-out"} {
			text := kit.Tr(key, when)
			if shown := kit.FitSentences(text, face, scr.SayR.W, int(scr.SayR.H/kit.LineHeight(face))); shown != text {
				t.Errorf("%v: %q: the phone shows %q", size, text, shown)
			}
		}
	}
}

// TestMoveCodesByTheDayOrders: in Source of Power by move codes under a
// day per turn, the code screen says when the friend's orders are due,
// and offers no claim once that has passed: late orders count as entered.
func TestMoveCodesByTheDayOrders(t *testing.T) {
	host := newDevice(t, nettest.New())
	host.Show(online.NewHostScene(host, rules(t, "source-of-power"), start("source-of-power", game.Options{})).Timed(oneDay))
	invite(t, host)
	host.Click("Move codes")
	playing(t, host).Play("end")
	tickUntil(t, "the orders sealed", func() bool { return host.Button("Codes") != nil }, host)
	host.Click("Codes")
	due := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC).Local().Format("Mon 2 Jan, 15:04")
	if say := host.Status(); !strings.Contains(say, "their orders are due by "+due) {
		t.Fatalf("the host's code screen says %q", say)
	}
	host.Advance(48 * time.Hour)
	host.Tick()
	if host.Button("Claim the win") != nil {
		t.Errorf("a claim is offered in a game of orders: %q", host.Status())
	}
}
