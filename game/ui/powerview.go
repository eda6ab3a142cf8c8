package ui

import (
	"image/color"

	"pentarchy/game"
	"pentarchy/game/power"
)

// powerView is the board view of Source of Power: a hex map with bases,
// sources and upgrade tiles, the units, the reserves in a strip under the
// map, and the orders of the player entering them. Orders are built by
// taps (see powerorders.go); the last resolution is played back as an
// animation (powerreplay.go). It implements handOverView, animator and
// sizedView.
type powerView struct {
	v       view
	f       *fonts
	m       *power.Map
	g       hexGrid
	strip   rect            // the reserves, under the map
	pos     *power.Position // the position last drawn or asked about
	sel     powerSel
	sprites sprites
	show    replayState // the playback of the last resolution
}

// powerStripUnits is the reserve strip's height in hex corner radii.
const powerStripUnits = 1.4

// Player colours (Okabe–Ito), the ink that reads on each, and names.
var (
	powerColours = [...]color.RGBA{vermillion, okBlue, bluishGreen, okYellow}
	powerInks    = [...]color.RGBA{rgb(0x000000), rgb(0xffffff), rgb(0x000000), rgb(0x000000)}
	powerNames   = [...]string{"side.red", "side.blue", "side.green", "side.yellow"}
	powerNeutral = rgb(0x8d949e)
)

// playerName is the colour name of player pl (1-based).
func playerName(pl int) string {
	if pl < 1 || pl > len(powerNames) {
		return tr("side.nobody")
	}
	return tr(powerNames[pl-1])
}

// playerColour is the colour of player pl; grey for 0 (neutral).
func playerColour(pl int) (fill, ink color.RGBA) {
	if pl < 1 || pl > len(powerColours) {
		return powerNeutral, rgb(0x000000)
	}
	return powerColours[pl-1], powerInks[pl-1]
}

// fit is the largest board of the map's shape, reserve strip included,
// that fits in w×h.
func (pv *powerView) fit(pos game.Position, w, h float64, _ view) (bw, bh float64) {
	k := pv.aspect(pos)
	bw = min(w, h*k)
	return bw, bw / k
}

// aspect is the map's width over its height with the reserve strip.
func (pv *powerView) aspect(pos game.Position) float64 {
	pv.pos = pos.(*power.Position)
	x0, y0, x1, y1 := hexExtent(pv.pos.Map())
	return (x1 - x0) / (y1 - y0 + powerStripUnits)
}

func (pv *powerView) layout(r rect, v view) {
	pv.v, pv.m = v, pv.pos.Map()
	_, y0, _, y1 := hexExtent(pv.m)
	stripH := min(r.h*powerStripUnits/(y1-y0+powerStripUnits), v.px(48))
	pv.g = newHexGrid(pv.m, rect{r.x, r.y, r.w, r.h - stripH})
	pv.strip = rect{r.x, r.y + r.h - stripH, r.w, stripH}
	pv.sprites.reset()
}

func (pv *powerView) cells() func(name string) (x, y float64, ok bool) { return pv.g.named }

// holder is the player entering orders: the one who must hold the device.
func (pv *powerView) holder(pos game.Position) int { return pos.Mover() }

// handOver words the screen that hides one player's orders from the next.
func (pv *powerView) handOver(pos game.Position, player int) (status, string, []action) {
	p := pos.(*power.Position)
	detail := tr("power.orders-next", playerName(player))
	if p.Turn() > 1 && noOrders(p) {
		detail = tr("power.turn-begins", p.Turn(), p.Turn()-1)
	}
	st := status{player: player, text: tr("power.pass-device", playerName(player)), detail: detail}
	return st, tr("power.ready", playerName(player)), pv.replayActions()
}

// status says whose orders are being entered, or how the game ended.
func (pv *powerView) status(pos game.Position) status {
	p := pos.(*power.Position)
	if res := p.Result(); res.Over {
		return powerResult(res)
	}
	mover := p.Mover()
	n := 0
	for _, o := range p.Orders(mover) {
		if o.Kind != power.OrderEnd {
			n++
		}
	}
	return status{
		player: mover,
		text:   tr("power.gives-orders", playerName(mover), p.Turn()),
		detail: tr("power.orders-given", count("order", n)),
	}
}

// powerResult words a finished game's result.
func powerResult(res game.Result) status {
	keys := map[string]string{
		"sources":              "power.end.sources",
		"bases":                "power.end.bases",
		"homes":                "power.end.homes",
		"last player standing": "power.end.last-standing",
		"all eliminated":       "power.end.all-eliminated",
		"turn limit":           "power.end.turn-limit",
	}
	why := res.Reason
	if key, ok := keys[res.Reason]; ok {
		why = tr(key)
	}
	w := res.Winners.List()
	if len(w) != 1 {
		return status{over: true, text: tr("result.draw-reason", why), title: tr("result.draw"), reason: tr("power.draw-why", why)}
	}
	name := playerName(w[0])
	return status{player: w[0], over: true, text: tr("result.wins-because", name, why), title: tr("result.wins", name), reason: tr("power.win-why", name, why)}
}

// freshTurn tells whether the mover has given no order yet this turn.
func (pv *powerView) freshTurn() bool {
	return pv.pos != nil && len(pv.pos.Orders(pv.pos.Mover())) == 0
}

// noOrders tells whether no player has given an order this turn yet.
func noOrders(p *power.Position) bool {
	for pl := 1; pl <= p.Players(); pl++ {
		if len(p.Orders(pl)) > 0 {
			return false
		}
	}
	return true
}
