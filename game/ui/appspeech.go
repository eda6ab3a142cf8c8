package ui

import (
	"pentarchy/game/ui/games"
	"slices"
	"strings"

	"pentarchy/game"
	"pentarchy/game/ui/access"
	"pentarchy/game/ui/kit"
	"pentarchy/game/ui/play"
	"pentarchy/game/ui/scene"
	"pentarchy/game/ui/speech"
)

// The screen-reader mode: everything on the canvas is also said in the
// page's live region (game/ui/access), in words from game/ui/speech, and
// a line of text takes what a tap or a key would do.
//
//   - F2 (or the menu's "Reader" button) turns it on and off; the
//     first Tab while it is off says so, since a screen reader cannot see
//     the canvas. The setting is kept on the device.
//   - Each screen says its name and its buttons when it shows; a typed
//     button label presses it ("press" and a label always does).
//   - In a game, each step is said as it is played, whoever played it (a
//     person here, the computer, a friend's device): who, what, what it
//     changed on the board, then the status; the hidden orders of Source
//     of Power of a player not at this device are said only as "an
//     order". A typed line is a step or a command (speech.Narrator.Answer),
//     and the text box offers the legal steps that fit what is typed.

// speechKey is where the setting is kept on the device.
const speechKey = "pentarchy.speech"

// speaking is the state of the screen-reader mode.
type speaking struct {
	page      *access.Page
	on        bool
	told      bool             // the first Tab said how to turn it on
	scene     scene.Scene      // the scene last told
	narr      *speech.Narrator // the game of the play scene told
	offered   offerKey         // what the text box's offered steps were made for
	last      string           // the line said last
	button    *kit.Button      // the menu's button of the setting, if shown
	curtain   bool             // the hand-over screen was up at the last look
	pending   bool             // on when the page loaded: the text box shows at the first tick
	linkSaid  string           // the online game's line last said
	clockSaid string           // the clock's warning last said
	chart     string           // the chart's words last said
}

// offerKey is what the steps offered as a player types follow: the text
// typed, and the game's length and legal steps (a step, a hand-over).
type offerKey struct {
	typed        string
	steps, legal int
}

// newSpeaking sets the mode up as the device keeps it.
func newSpeaking(a *App) speaking {
	sp := speaking{page: access.New(kit.Tr("speech.label"))}
	if v, _ := a.store.Get(speechKey); v == "on" {
		// Shown at the first tick: Ebitengine gives its canvas the
		// keyboard when it starts, after this.
		sp.on, sp.pending = true, true
	}
	return sp
}

// SpeechLabel is the menu button's label for the setting as it is.
func (a *App) SpeechLabel() string {
	if a.speech.on {
		return kit.Tr("speech.setting-on")
	}
	return kit.Tr("speech.setting-off")
}

// toggleSpeech turns the mode on or off and keeps the setting.
func (a *App) toggleSpeech() {
	sp := &a.speech
	sp.on = !sp.on
	sp.page.Show(sp.on)
	value, said := "off", kit.Tr("speech.turned-off")
	if sp.on {
		value, said = "on", kit.Tr("speech.turned-on")
		sp.scene, sp.narr = nil, nil // tell the screen afresh
	}
	a.store.Set(speechKey, value)
	if sp.button != nil {
		sp.button.Label = a.SpeechLabel()
	}
	sp.say(said)
	a.dirty = true
}

// offerSpeech says, on the first Tab with the mode off, how to turn it on.
func (a *App) offerSpeech() {
	if sp := &a.speech; !sp.on && !sp.told {
		sp.told = true
		sp.say(kit.Tr("speech.offer"))
	}
}

// followSpeech runs once a tick: it tells a new screen, the steps played
// since the last tick, and answers the lines typed.
func (a *App) followSpeech() {
	sp := &a.speech
	if sp.page.Toggled() {
		a.toggleSpeech()
	}
	if !sp.on {
		return
	}
	if sp.pending {
		sp.pending = false
		sp.page.Show(true)
	}
	for _, line := range sp.page.Lines() {
		a.answer(line)
	}
	if sp.scene != a.scene {
		sp.scene, sp.narr = a.scene, nil
		sp.say(a.screenWords())
	}
	if s, ok := a.scene.(*play.PlayScene); ok {
		sp.followGame(s)
		if s.Curtained() != sp.curtain {
			sp.curtain = !sp.curtain
			a.sayHandOver(s)
		}
		legal := s.LegalShown()
		if now := (offerKey{sp.page.Typed(), len(s.Rec.Steps), len(legal)}); sp.narr != nil && now != sp.offered {
			sp.offered = now // what is typed, or the steps it may be, changed
			sp.page.Offer(sp.narr.Suggest(now.typed, legal, access.MaxOffered))
		}
	}
}

// followGame says the steps of the game s shows since the last look.
func (sp *speaking) followGame(s *play.PlayScene) {
	if sp.narr == nil {
		g, ok := games.Find(s.Rules.ID())
		if !ok {
			return
		}
		sp.narr = speech.NewNarrator(s.Rules, g.Reader, speech.Words{
			Text:   kit.Tr,
			Name:   s.Board.PlayerName,
			Status: func(pos game.Position) string { return statusWords(s, pos) },
		})
		sp.narr.QuietRewinds = s.Shared()
	}
	_, orders := s.Pos.(game.Orders)
	secret := func(p int) bool { return orders && !s.Seats[p-1].Person() }
	sp.say(sp.narr.Follow(s.Rec, secret)...)
	if st, ok := s.Link.Status(); ok {
		sp.say(st.Text) // the other device's word: orders sealed, a draw agreed
	}
	if words := s.ClockWords(); words != sp.clockSaid {
		sp.clockSaid = words // a player low on time, or out of it
		sp.say(words)
	}
	if line := s.Link.Say(); line != sp.linkSaid {
		sp.linkSaid = line // a friend's chat line, an offer, a lost connection
		sp.say(line)
	}
	if s.Over() {
		sp.say(s.Status().Text)
	}
	if words := s.ChartWords(); words != "" && words != sp.chart {
		sp.chart = words // the chart's analysis is done
		sp.say(words)
	}
}

// sayHandOver says that the hand-over screen came up, and what to type
// when the next player holds the device; or, once it is down, the status.
func (a *App) sayHandOver(s *play.PlayScene) {
	st := s.Status()
	if a.speech.curtain {
		a.speech.say(st.Text + ". " + kit.Tr("speech.buttons", a.buttonWords()))
		return
	}
	a.speech.say(statusWords(s, s.Pos))
}

// statusWords is the panel's status of pos, with its second line.
func statusWords(s *play.PlayScene, pos game.Position) string {
	st := s.Board.Status(pos)
	if st.Detail == "" {
		return st.Text
	}
	return st.Text + ". " + st.Detail
}

// screenWords says which screen shows and what can be pressed on it.
func (a *App) screenWords() string {
	name := a.scene.Name()
	if s, ok := a.scene.(*play.PlayScene); ok {
		name = s.Rules.Name()
	} else if key := "speech.screen." + name; kit.Catalog.Has(key) {
		name = kit.Tr(key)
	}
	return kit.Tr("speech.screen", name, a.buttonWords())
}

// buttonWords lists the labels of the buttons that can be pressed now.
func (a *App) buttonWords() string {
	var labels []string
	for _, b := range a.Buttons() {
		if !b.Disabled && b.Label != "" && !slices.Contains(labels, b.Label) {
			labels = append(labels, b.Label)
		}
	}
	return strings.Join(labels, "; ")
}

// answer does what a typed line asks: a command, a button's label, a step.
func (a *App) answer(line string) {
	sp := &a.speech
	word := strings.ToLower(strings.TrimSpace(line))
	press, pressing := strings.CutPrefix(word, kit.Tr("speech.cmd.press")+" ")
	s, playing := a.scene.(*play.PlayScene)
	switch {
	case word == kit.Tr("speech.cmd.buttons"):
		sp.say(kit.Tr("speech.buttons", a.buttonWords()))
	case pressing:
		a.pressTyped(press)
	case a.answered(line):
	case playing && word == kit.Tr("speech.cmd.chart"):
		a.sayChart(s)
	case playing && sp.narr != nil && sp.narr.IsCommand(word):
		sp.say(sp.narr.Answer(word, s.LegalShown()).Say)
	case playing && slices.ContainsFunc(s.LegalShown(), func(l string) bool { return strings.EqualFold(l, word) }):
		a.playTyped(s, line) // a step's own text before a button's ("conquer")
	case a.pressNamed(word):
	case playing && sp.narr != nil:
		a.playTyped(s, line)
	default:
		sp.say(kit.Tr("speech.no-such-button", line))
	}
	a.dirty = true
}

// sayChart says the chart in words, opening it (and starting its
// analysis, whose words come when it is done) when it is not shown.
func (a *App) sayChart(s *play.PlayScene) {
	if words := s.ChartWords(); words != "" {
		a.speech.chart, a.speech.last = words, "" // asked for: said even if it was the last line
		a.speech.say(words)
		return
	}
	s.OpenChart()
	if s.Moves != nil {
		a.speech.chart = ""
		a.speech.say(kit.Tr("moves.analysing-words"))
	}
}

// answerer is a scene that answers typed lines of its own (the map
// table's "source 1,-2"): ok is false for a line it does not know.
type answerer interface {
	Answer(line string) (reply string, ok bool)
}

// answered lets the scene answer the line, if it answers typed lines and
// knows this one, and says its reply.
func (a *App) answered(line string) bool {
	s, ok := a.scene.(answerer)
	if !ok {
		return false
	}
	reply, ok := s.Answer(line)
	if ok {
		a.speech.say(reply)
	}
	return ok
}

// playTyped plays the step a line names, or says why it cannot.
func (a *App) playTyped(s *play.PlayScene, line string) {
	reply := a.speech.narr.Answer(line, s.LegalShown())
	if reply.Step == "" {
		a.speech.say(reply.Say)
		return
	}
	s.Play(reply.Step)
}

// pressTyped presses the button a line names after "press".
func (a *App) pressTyped(label string) {
	if !a.pressNamed(label) {
		a.speech.say(kit.Tr("speech.no-such-button", label))
	}
}

// pressNamed presses the enabled button whose label is name, in any case,
// and tells whether there was one. When the screen stays, it says the
// labels the press changed ("Turn limit: 150").
func (a *App) pressNamed(name string) bool {
	before, shown := a.labels(), a.scene
	for _, b := range a.Buttons() {
		if !b.Disabled && strings.EqualFold(b.Label, name) {
			b.Action()
			if a.scene == shown {
				a.sayNewLabels(before)
			}
			return true
		}
	}
	return false
}

// labels are the labels of the buttons on screen.
func (a *App) labels() []string {
	var out []string
	for _, b := range a.Buttons() {
		out = append(out, b.Label)
	}
	return out
}

// sayNewLabels says the buttons' labels that were not among before.
func (a *App) sayNewLabels(before []string) {
	var changed []string
	for _, l := range a.labels() {
		if !slices.Contains(before, l) {
			changed = append(changed, l)
		}
	}
	if len(changed) > 0 {
		a.speech.say(kit.Tr("speech.now-buttons", strings.Join(changed, "; ")))
	}
}

// say says lines in the live region, leaving out one that repeats the
// line said just before.
func (sp *speaking) say(lines ...string) {
	for _, l := range lines {
		if l != "" && l != sp.last {
			sp.page.Say(l)
			sp.last = l
		}
	}
}
