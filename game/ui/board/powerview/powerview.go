package powerview

import (
	"image/color"

	"pentarchy/game"
	"pentarchy/game/power"
	"pentarchy/game/ui/board"
	"pentarchy/game/ui/kit"
)

// PowerView is the board view of Source of Power: a hex map with bases,
// sources and upgrade tiles, the units, the reserves in a strip under the
// map, and the orders of the player entering them. Orders are built by
// taps (see powerorders.go); the last resolution is played back as an
// animation (powerreplay.go). It implements handOverView, animator and
// sizedView.
type PowerView struct {
	v      kit.View
	f      *kit.Fonts
	m      *power.Map
	G      HexGrid
	strip  kit.Rect        // the reserves, under the map
	pos    *power.Position // the position last drawn or asked about
	sel    powerSel
	layers kit.Layers
	show   replayState // the playback of the last resolution
	zoom   hexZoom
}

// stripUnits is the reserve strip's height in hex corner radii, and
// stripMost its largest in CSS pixels: twice as much for four players or
// more, whose reserves may take two rows.
func stripUnits(p *power.Position) (units, most float64) {
	if p.Players() > 3 {
		return 2.8, 80
	}
	return 1.4, 48
}

// Player colours (Okabe–Ito), the ink that reads on each, and names.
var (
	powerColours = [...]color.RGBA{kit.Vermillion, kit.OkBlue, kit.BluishGreen, kit.OkYellow, kit.ReddishPurple, kit.SkyBlue}
	powerInks    = [...]color.RGBA{kit.Rgb(0x000000), kit.Rgb(0xffffff), kit.Rgb(0x000000), kit.Rgb(0x000000),
		kit.Rgb(0x000000), kit.Rgb(0x000000)}
	PowerNames   = [...]string{"side.red", "side.blue", "side.green", "side.yellow", "side.magenta", "side.sky"}
	powerNeutral = kit.Rgb(0x8d949e)
)

// PlayerName is the colour name of player pl (1-based).
func PlayerName(pl int) string {
	if pl < 1 || pl > len(PowerNames) {
		return kit.Tr("side.nobody")
	}
	return kit.Tr(PowerNames[pl-1])
}

// playerColour is the colour of player pl; grey for 0 (neutral).
func playerColour(pl int) (fill, ink color.RGBA) {
	if pl < 1 || pl > len(powerColours) {
		return powerNeutral, kit.Rgb(0x000000)
	}
	return powerColours[pl-1], powerInks[pl-1]
}

// Fit is the largest board of the map's shape, reserve strip included,
// that fits in w×h, with a row for the zoom buttons when its cells are
// small.
func (pv *PowerView) Fit(pos game.Position, w, h float64, v kit.View) (bw, bh float64) {
	k := pv.aspect(pos)
	bw = min(w, h*k)
	if pv.smallCells(bw, v) {
		row := zoomRow(v)
		bw = min(w, (h-row)*k)
		return bw, bw/k + row
	}
	return bw, bw / k
}

// smallCells tells whether the map, bw wide, has cells too small to read
// well: it may then be zoomed.
func (pv *PowerView) smallCells(bw float64, v kit.View) bool {
	x0, _, x1, _ := HexExtent(pv.pos.Map())
	return bw/(x1-x0) < v.Px(zoomRadius)
}

// aspect is the map's width over its height with the reserve strip.
func (pv *PowerView) aspect(pos game.Position) float64 {
	pv.pos = pos.(*power.Position)
	x0, y0, x1, y1 := HexExtent(pv.pos.Map())
	units, _ := stripUnits(pv.pos)
	return (x1 - x0) / (y1 - y0 + units)
}

func (pv *PowerView) Layout(r kit.Rect, v kit.View) {
	pv.v, pv.m = v, pv.pos.Map()
	_, y0, _, y1 := HexExtent(pv.m)
	units, most := stripUnits(pv.pos)
	row := 0.0
	if pv.smallCells(r.W, v) {
		row = zoomRow(v)
	}
	stripH := min((r.H-row)*units/(y1-y0+units), v.Px(most))
	pv.layers.Reset()
	port := kit.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H - stripH - row}
	pv.fitZoom(port, kit.Rect{X: r.X, Y: port.Y + port.H + v.Px(kit.Gap/2), W: r.W, H: row - v.Px(kit.Gap/2)})
	pv.strip = kit.Rect{X: r.X, Y: r.Y + r.H - stripH, W: r.W, H: stripH}
}

// Holder is the player entering orders: the one who must hold the device.
func (pv *PowerView) Holder(pos game.Position) int { return pos.Mover() }

// HandOver words the screen that hides one player's orders from the next.
func (pv *PowerView) HandOver(pos game.Position, player int) (board.Status, string, []board.Action) {
	p := pos.(*power.Position)
	detail := kit.Tr("power.orders-next", PlayerName(player))
	if p.Turn() > 1 && noOrders(p) {
		detail = kit.Tr("power.turn-begins", p.Turn(), p.Turn()-1)
	}
	st := board.Status{Player: player, Text: kit.Tr("power.pass-device", PlayerName(player)), Detail: detail}
	return st, kit.Tr("power.ready", PlayerName(player)), pv.replayActions()
}

// Status says whose orders are being entered, or how the game ended.
func (pv *PowerView) Status(pos game.Position) board.Status {
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
	return board.Status{
		Player: mover,
		Text:   kit.Tr("power.gives-orders", PlayerName(mover), p.Turn()),
		Detail: kit.Tr("power.orders-given", kit.Count("order", n)),
	}
}

// powerResult words a finished game's result.
func powerResult(res game.Result) board.Status {
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
		why = kit.Tr(key)
	}
	w := res.Winners.List()
	if len(w) != 1 {
		return board.Drawn(why, kit.Tr("power.draw-why", why))
	}
	name := PlayerName(w[0])
	return board.Won(w[0], name, why, kit.Tr("power.win-why", name, why))
}

// freshTurn tells whether the mover has given no order yet this turn.
func (pv *PowerView) freshTurn() bool {
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

func (pv *PowerView) CellNames() []string {
	if pv.m == nil {
		return nil
	}
	names := make([]string, pv.m.Len())
	for c := range power.Cell(pv.m.Len()) {
		names[c] = pv.m.Name(c)
	}
	return names
}

func (pv *PowerView) Selection() string {
	nums := []int{int(pv.sel.kind), int(pv.sel.base), len(pv.sel.path)}
	if pv.sel.upgrade {
		nums = append(nums, 1)
	}
	for _, c := range pv.sel.path {
		nums = append(nums, int(c))
	}
	return board.SelectionText(nums...)
}

// Pieces counts the units of each player.
func (pv *PowerView) Pieces(pos game.Position) []int {
	p := pos.(*power.Position)
	count := make([]int, pos.Players()+1)
	for c := range power.Cell(p.Map().Len()) {
		if u, ok := p.Unit(c); ok {
			count[u.Owner]++
		}
	}
	return count[1:]
}

// PlayerName is how the screens name player p: its colour.
func (v *PowerView) PlayerName(p int) string { return PlayerName(p) }
